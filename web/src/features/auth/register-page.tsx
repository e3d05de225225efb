import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths } from '../../screens';
import { ErrorSummary } from '../../components/error-summary';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { useRegister } from './auth-api';
import { registrationErrorMessage } from './auth-error-messages';
import { AuthPageHeading } from './auth-page-heading';
import { loginNoticeState } from './login-notice';
import { NewAccountForm } from './new-account-form';
import { PageTitle } from '../../components/page-title';

/**
 * Family registration. Unlike the spec's original screen it does create the
 * account (POST /auth/register, role user), which signs in once the emailed
 * link confirms the address; the page never says whether the email was taken.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [serverError, setServerError] = useState<{ message: string; focusSummary: boolean } | null>(null);

  return (
    <>
      <PageTitle>Register · School Progress</PageTitle>
      <AuthPageHeading
        title="Create a family account"
        description="For parents and students. Your school links each child to your account."
      />
      <div className="space-y-4">
        <ErrorSummary message={serverError?.message ?? null} takeFocus={serverError?.focusSummary ?? false} />
        <NewAccountForm
          formLabel="Register"
          submitLabel="Create account"
          busyLabel="Creating account..."
          busy={register.isPending}
          onSubmit={({ name, email, password }, setError) => {
            setServerError(null);
            register.mutate(
              { name, email, password },
              {
                // The same words whether the email was new or had an account: the mailbox learns which.
                onSuccess: () =>
                  void navigate(appPaths.login, {
                    state: loginNoticeState({
                      message: `Check your email: we have sent ${email} a link to finish creating your account.`,
                      email,
                    }),
                  }),
                onError: (error) => {
                  const onField = applyServerFieldErrors(error, setError, ['name', 'email', 'password']);
                  setServerError({ message: registrationErrorMessage(error), focusSummary: !onField });
                },
              },
            );
          }}
        />
        <p className="pt-2 text-center text-sm text-slate-600">
          How the school uses your and your children&apos;s data:{' '}
          <Link
            to={appPaths.privacy}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Privacy
          </Link>
        </p>
        <p className="pt-2 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link
            to={appPaths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Login
          </Link>
        </p>
      </div>
    </>
  );
}

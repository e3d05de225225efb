import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod';
import { verifyEmailRequestSchema } from '../../../../shared/schemas/account-link-schemas';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { ApiError, messageOf } from '../../api/api-error';
import { Button } from '../../components/button';
import { ErrorSummary } from '../../components/error-summary';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { PasswordField } from '../../components/password-field';
import { appPaths } from '../../screens';
import { useAccountLinkCheck, useVerifyEmail } from './auth-api';
import { AuthPageHeading } from './auth-page-heading';
import { LinkRefused } from './link-refused';

const passwordOnly = verifyEmailRequestSchema.pick({ password: true });
type PasswordInput = z.input<typeof passwordOnly>;

/**
 * The registration email's link: it checks the link first, then asks for the
 * password chosen when registering. The link alone proves the mailbox; the
 * password proves the registration is the mailbox owner's own, so a stranger
 * who registered the address first cannot have the owner confirm theirs.
 * Confirmed, the family lands on its dashboard, signed in.
 */
export function VerifyEmailPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const check = useAccountLinkCheck('email-verification', token);
  const verify = useVerifyEmail();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordInput, unknown, z.output<typeof passwordOnly>>({
    resolver: zodResolver(passwordOnly),
    defaultValues: { password: '' },
  });

  if (check.isPending) return <PageSpinner />;
  const refusal =
    check.error ?? (verify.error instanceof ApiError && verify.error.status === 410 ? verify.error : null);
  if (refusal)
    return (
      <>
        <PageTitle>Confirm your email · School Progress</PageTitle>
        <AuthPageHeading
          title="This link no longer works"
          description="Links from our emails work once, for a limited time."
        />
        <LinkRefused
          title="Your email could not be confirmed"
          message={messageOf(refusal, 'Please try again.')}
        />
      </>
    );

  const onSubmit = form.handleSubmit(({ password }) => {
    setServerError(null);
    verify.mutate(
      { token, password },
      {
        onSuccess: () => void navigate(appPaths.dashboard, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 410) return;
          applyServerFieldErrors(error, form.setError, ['password']);
          setServerError(messageOf(error, 'Your email could not be confirmed. Please try again.'));
        },
      },
    );
  });

  return (
    <>
      <PageTitle>Confirm your email · School Progress</PageTitle>
      <AuthPageHeading
        title="Confirm your email"
        description={`For ${check.data?.email ?? ''}: enter the password you chose when you registered.`}
      />
      <div className="space-y-4">
        <ErrorSummary message={serverError} takeFocus />
        <form noValidate aria-label="Confirm your email" onSubmit={onSubmit} className="space-y-5">
          <PasswordField
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" fullWidth busy={verify.isPending || verify.isSuccess}>
            Confirm my email
          </Button>
        </form>
      </div>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '../../../../shared/schemas/account-link-schemas';
import { messageOf } from '../../api/api-error';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmailField } from '../../components/email-field';
import { ErrorSummary } from '../../components/error-summary';
import { appPaths } from '../../screens';
import { useForgotPassword } from './auth-api';
import { AuthPageHeading } from './auth-page-heading';
import { PageTitle } from '../../components/page-title';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  return (
    <>
      <PageTitle>Forgot password · School Progress</PageTitle>
      <AuthPageHeading
        title="Forgot your password?"
        description="Enter the email you sign in with and we will send you a link to choose a new one."
      />
      <div className="space-y-4">
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <ErrorSummary
          message={forgot.error ? messageOf(forgot.error, 'Please try again.') : null}
          takeFocus
        />
        <form
          noValidate
          aria-label="Forgot password"
          className="space-y-5"
          onSubmit={form.handleSubmit((values) =>
            forgot.mutate(values, { onSuccess: (_data, _values) => setSent(forgotSentMessage) }),
          )}
        >
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="lg" fullWidth busy={forgot.isPending}>
            Send me a link
          </Button>
        </form>
        <p className="pt-2 text-center text-sm text-slate-600">
          <Link
            to={appPaths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Back to sign in
          </Link>
        </p>
      </div>
    </>
  );
}

const forgotSentMessage =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour; check your spam folder if it does not arrive.';

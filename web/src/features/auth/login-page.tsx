import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { appPaths, nextParam } from '../../screens';
import { safeNextPath } from './safe-next-path';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { EmailField } from '../../components/email-field';
import { ErrorSummary } from '../../components/error-summary';
import { PasswordField } from '../../components/password-field';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { ApiError } from '../../api/api-error';
import { useLogin } from './auth-api';
import { loginErrorMessage } from './auth-error-messages';
import { loginFormCheck, type LoginFormValues } from './login-form-check';
import { AuthPageHeading } from './auth-page-heading';
import { readLoginNotice } from './login-notice';
import { PageTitle } from '../../components/page-title';

/** The move to the dashboard happens 100 ms after a successful sign-in. */
const redirectDelayMs = 100;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = readLoginNotice(location.state);
  const login = useLogin();
  const [serverError, setServerError] = useState<{
    message: string;
    focusSummary: boolean;
    /** A refused password: an invited account has none yet, and the server does not say which it was. */
    invitedHint?: boolean;
  } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  const form = useForm<LoginFormValues>({
    resolver: loginFormCheck,
    defaultValues: { email: notice?.email ?? '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: () => {
        setRedirecting(true);
        const destination = safeNextPath(searchParams.get(nextParam)) ?? appPaths.dashboard;
        redirectTimer.current = window.setTimeout(
          () => void navigate(destination, { replace: true }),
          redirectDelayMs,
        );
      },
      onError: (error) => {
        const onField = applyServerFieldErrors(error, form.setError, ['email', 'password']);
        setServerError({
          message: loginErrorMessage(error),
          focusSummary: !onField,
          invitedHint: error instanceof ApiError && error.status === 401,
        });
      },
    });
  });

  const busy = login.isPending || redirecting;

  return (
    <>
      <PageTitle>Login · School Progress</PageTitle>
      <AuthPageHeading title="Welcome back" description="Sign in to follow progress, lessons and invoices." />
      <div className="space-y-4">
        {notice && !serverError ? <Alert tone="success">{notice.message}</Alert> : null}
        <ErrorSummary message={serverError?.message ?? null} takeFocus={serverError?.focusSummary ?? false} />
        {serverError?.invitedHint ? (
          <p className="text-sm text-slate-600">
            Added by the school and never chosen a password? Use the link in your invitation email first.
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Login">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField label="Remember me" {...form.register('rememberMe')} />
            <Link
              to={appPaths.forgotPassword}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <p className="pt-2 text-center text-sm text-slate-600">
          New here?{' '}
          <Link
            to={appPaths.register}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Create a family account
          </Link>
        </p>
      </div>
    </>
  );
}

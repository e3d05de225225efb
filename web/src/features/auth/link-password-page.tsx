import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { ApiError, messageOf } from '../../api/api-error';
import { ErrorSummary } from '../../components/error-summary';
import { PageSpinner } from '../../components/page-spinner';
import { appPaths, nextParam } from '../../screens';
import { useAccountLinkCheck, useLinkPassword, type PasswordLinkPurpose } from './auth-api';
import { AuthPageHeading } from './auth-page-heading';
import { LinkRefused } from './link-refused';
import { PasswordChoiceForm } from './password-choice-form';
import { safeNextPath } from './safe-next-path';
import { PageTitle } from '../../components/page-title';

const words: Record<
  PasswordLinkPurpose,
  { title: string; heading: string; submit: string; refused: string }
> = {
  invitation: {
    title: 'Accept your invitation',
    heading: 'Choose your password',
    submit: 'Set password and sign in',
    refused: 'This invitation link no longer works',
  },
  'password-reset': {
    title: 'Reset your password',
    heading: 'Choose a new password',
    submit: 'Change password and sign in',
    refused: 'This reset link no longer works',
  },
};

/**
 * The page an invitation or reset email links to: it checks the link first
 * (a used or expired one says so before anyone types a password), then
 * sets the password and lands the person on the dashboard, signed in, or on
 * the page the link names in `next` when it is a path of this site (an
 * invoice email's link to a family still invited opens its invoice).
 */
function LinkPasswordPage({ purpose }: { purpose: PasswordLinkPurpose }) {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get(nextParam)) ?? appPaths.dashboard;
  const check = useAccountLinkCheck(purpose, token);
  const choose = useLinkPassword(purpose);
  const [serverError, setServerError] = useState<string | null>(null);
  const text = words[purpose];

  if (check.isPending) return <PageSpinner />;
  const refusal =
    check.error ?? (choose.error instanceof ApiError && choose.error.status === 410 ? choose.error : null);
  if (refusal)
    return (
      <>
        <PageTitle>{`${text.title} · School Progress`}</PageTitle>
        <AuthPageHeading
          title={text.refused}
          description="Links from our emails work once, for a limited time."
        />
        <LinkRefused title={text.refused} message={messageOf(refusal, 'Please ask for a new link.')} />
      </>
    );

  return (
    <>
      <PageTitle>{`${text.title} · School Progress`}</PageTitle>
      <AuthPageHeading
        title={text.heading}
        description={`For ${check.data?.name ?? ''} (${check.data?.email ?? ''}).`}
      />
      <div className="space-y-4">
        <ErrorSummary message={serverError} takeFocus />
        <PasswordChoiceForm
          submitLabel={text.submit}
          busy={choose.isPending || choose.isSuccess}
          onSubmit={(password, setError) => {
            setServerError(null);
            choose.mutate(
              { token, password },
              {
                onSuccess: () => void navigate(destination, { replace: true }),
                onError: (error) => {
                  if (error instanceof ApiError && error.status === 410) return;
                  applyServerFieldErrors(error, setError, ['password']);
                  setServerError(messageOf(error, 'The password could not be set. Please try again.'));
                },
              },
            );
          }}
        />
      </div>
    </>
  );
}

export function InvitePage() {
  return <LinkPasswordPage purpose="invitation" />;
}

export function ResetPasswordPage() {
  return <LinkPasswordPage purpose="password-reset" />;
}

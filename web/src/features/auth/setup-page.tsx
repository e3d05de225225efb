import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../screens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ErrorSummary } from '../../components/error-summary';
import { PageSpinner } from '../../components/page-spinner';
import { productName } from '../../components/logo';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { useSetupStatus } from '../../api/setup-status-query';
import { useSetup } from './auth-api';
import { setupErrorMessage } from './auth-error-messages';
import { AuthPageHeading } from './auth-page-heading';
import { NewAccountForm } from './new-account-form';
import { PageTitle } from '../../components/page-title';

/** First run: creates the Super Administrator and signs them in (docs/architecture.md#screens). */
export function SetupPage() {
  const navigate = useNavigate();
  const setupStatus = useSetupStatus();
  const setup = useSetup();
  const [serverError, setServerError] = useState<{ message: string; focusSummary: boolean } | null>(null);

  const alreadySetUp = !setup.isSuccess && setupStatus.data?.setupRequired === false;

  let body;
  if (setup.isSuccess) {
    // Signed in already; the status query now says "set up", which must not flash the wrong panel.
    body = <PageSpinner label="Opening your dashboard" />;
  } else if (setupStatus.isPending) {
    body = <PageSpinner label="Checking whether the school is set up" />;
  } else if (setupStatus.isError) {
    body = (
      <Alert tone="error" title="Could not check whether the school is set up">
        <p>Check your connection and try again.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void setupStatus.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (alreadySetUp) {
    body = (
      <div className="space-y-6">
        <Alert tone="info" title="This school is already set up">
          The Super Administrator account has been created, so setup is closed. Log in with your account to
          continue.
        </Alert>
        <ButtonLink to={appPaths.login} size="lg" fullWidth>
          Go to login
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <ErrorSummary message={serverError?.message ?? null} takeFocus={serverError?.focusSummary ?? false} />
        <NewAccountForm
          formLabel="Set up your school"
          submitLabel="Create Super Admin account"
          busyLabel="Setting up..."
          busy={setup.isPending}
          askSchoolName
          onSubmit={({ schoolName = '', name, email, password }, setError) => {
            setServerError(null);
            setup.mutate(
              { schoolName, name, email, password },
              {
                onSuccess: () => void navigate(appPaths.dashboard, { replace: true }),
                onError: (error) => {
                  const onField = applyServerFieldErrors(error, setError, [
                    'schoolName',
                    'name',
                    'email',
                    'password',
                  ]);
                  setServerError({ message: setupErrorMessage(error), focusSummary: !onField });
                },
              },
            );
          }}
        />
      </div>
    );
  }

  return (
    <>
      <PageTitle>Set up your school · School Progress</PageTitle>
      <AuthPageHeading
        title={`Welcome to ${productName}`}
        description={
          alreadySetUp
            ? 'Your school is ready to use.'
            : 'Name your school and create the Super Administrator account: the first account of your school, with full access to everything in it.'
        }
      />
      {body}
    </>
  );
}

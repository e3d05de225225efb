import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../api/api-error';
import { PageSpinner } from '../../components/page-spinner';
import { appPaths } from '../../screens';
import { useVerifyEmail } from './auth-api';
import { AuthPageHeading } from './auth-page-heading';
import { LinkRefused } from './link-refused';
import { loginNoticeState } from './login-notice';
import { PageTitle } from '../../components/page-title';

/** The registration email's link: confirms the address once, then sends the family to sign in. */
export function VerifyEmailPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a second call would find the link used.
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: () =>
        void navigate(appPaths.login, {
          replace: true,
          state: loginNoticeState({ message: 'Your email is confirmed. You can sign in now.' }),
        }),
    });
  }, [navigate, token, verify]);

  if (!verify.isError) return <PageSpinner />;
  return (
    <>
      <PageTitle>Confirm your email · School Progress</PageTitle>
      <AuthPageHeading
        title="This link no longer works"
        description="Links from our emails work once, for a limited time."
      />
      <LinkRefused
        title="Your email could not be confirmed"
        message={messageOf(verify.error, 'Please try again.')}
      />
    </>
  );
}

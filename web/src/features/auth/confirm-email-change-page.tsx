import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../api/api-error';
import { Alert } from '../../components/alert';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { appPaths } from '../../screens';
import { useConfirmEmailChange } from './auth-api';
import { AuthPageHeading } from './auth-page-heading';
import { LinkRefused } from './link-refused';

/**
 * The link emailed to the address an account moves to: opening it is the
 * confirmation (the mailbox is the proof), so the page confirms at once and
 * says which address to sign in with from now on.
 */
export function ConfirmEmailChangePage() {
  const token = useParams().token ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a second call would find the link used.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isError)
    return (
      <>
        <PageTitle>Confirm your new email · School Progress</PageTitle>
        <AuthPageHeading
          title="This link no longer works"
          description="Links from our emails work once, for a limited time."
        />
        <LinkRefused
          title="Your new email could not be confirmed"
          message={messageOf(confirm.error, 'Please try again.')}
        />
      </>
    );
  if (!confirm.isSuccess) return <PageSpinner />;
  return (
    <>
      <PageTitle>Email confirmed · School Progress</PageTitle>
      <AuthPageHeading title="Your new email is confirmed" description={confirm.data.email} />
      <div className="space-y-4">
        <Alert tone="success">{`Your email address is now ${confirm.data.email}. Use it to sign in from now on.`}</Alert>
        <p className="text-sm">
          <Link
            to={appPaths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Go to sign in
          </Link>
        </p>
      </div>
    </>
  );
}

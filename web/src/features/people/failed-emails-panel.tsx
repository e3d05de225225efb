import { messageOf } from '../../api/api-error';
import { Spinner } from '../../components/spinner';
import { useFailedEmails } from './people-api';
import { madeOnFirstUse } from '../../lib/made-on-first-use';

const failedAt = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** What each kind of email is, in the words staff read. */
const kindLabels: Record<string, string> = { 'invoice-sent': 'Invoice sent' };
const kindLabel = (kind: string) => kindLabels[kind] ?? kind.replaceAll('-', ' ');

/**
 * The emails the school could not deliver to this account, newest first, with
 * why (issue 15): shown on the account's edit dialog, nothing when there are none.
 */
export function FailedEmailsPanel({ userId }: { userId: string }) {
  const failed = useFailedEmails(userId);
  if (failed.isPending)
    return (
      <div className="mt-4 text-slate-500">
        <Spinner size="sm" label="Loading failed emails" />
      </div>
    );
  if (failed.isError)
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {messageOf(failed.error, 'Could not load this account’s failed emails.')}
      </p>
    );
  if (failed.data.length === 0) return null;
  return (
    <section aria-labelledby="failed-emails-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="failed-emails-heading" className="text-sm font-semibold text-slate-900">
        Emails that could not be delivered
      </h3>
      <ul className="mt-2 space-y-2">
        {failed.data.map((email) => (
          <li key={email._id} className="rounded-control border border-red-200 bg-red-50 px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">{kindLabel(email.kind)}</span>
            <span className="text-slate-600"> · {failedAt().format(new Date(email.failedAt))}</span>
            <span className="block break-words text-red-800">{email.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

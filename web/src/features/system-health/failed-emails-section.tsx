import { useState } from 'react';
import type { SystemFailedEmail } from '../../../../shared/schemas/system-health-schemas';
import { messageOf } from '../../api/api-error';
import { Button } from '../../components/button';
import { CardField, CardList, ListCard } from '../../components/list-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TableCard } from '../../components/table-card';
import { breakpoints, useMediaQuery } from '../../components/use-media-query';
import { useFailedEmailAction } from './system-health-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The school's failed emails with Retry (sends it again) and Dismiss (after a
 * confirmation: off the list, kept for the record). A table from 640 px; one
 * card per email below, so a phone never scrolls sideways.
 */
export function FailedEmailsSection({ failed, more }: { failed: SystemFailedEmail[]; more: boolean }) {
  const wide = useMediaQuery(breakpoints.sm);
  const retry = useFailedEmailAction('retry');
  const dismiss = useFailedEmailAction('dismiss');
  const [dismissing, setDismissing] = useState<SystemFailedEmail | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);

  const actions = (email: SystemFailedEmail) => (
    <div className="flex flex-wrap gap-2">
      {email.retryable ? (
        <Button
          variant="secondary"
          busy={retry.isPending && retry.variables === email._id}
          onClick={() => {
            setRetryError(null);
            retry.mutate(email._id, {
              onError: (error) => setRetryError(messageOf(error, 'The email could not be sent again')),
            });
          }}
        >
          Retry
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setDismissing(email)}>
        Dismiss
      </Button>
    </div>
  );

  if (failed.length === 0) return <p className="text-sm text-slate-600">No failed emails.</p>;
  return (
    <div className="space-y-3">
      {retryError ? (
        <p role="alert" className="text-sm text-red-700">
          {retryError}
        </p>
      ) : null}
      {wide ? (
        <TableCard caption="Failed emails, newest first">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Failed
              </th>
              <th scope="col" className="px-4 py-3">
                Recipient
              </th>
              <th scope="col" className="px-4 py-3">
                Kind
              </th>
              <th scope="col" className="px-4 py-3">
                Reason
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-sm text-slate-800">
            {failed.map((email) => (
              <tr key={email._id} data-testid={`failed-${email._id}`}>
                <td className="px-4 py-3 whitespace-nowrap">{when(email.failedAt)}</td>
                <td className="px-4 py-3 break-all">{email.recipientEmail || 'Account deleted'}</td>
                <td className="px-4 py-3">{email.kind}</td>
                <td className="px-4 py-3">{email.reason}</td>
                <td className="px-4 py-3">{actions(email)}</td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      ) : (
        <CardList label="Failed emails, newest first">
          {failed.map((email) => (
            <ListCard
              key={email._id}
              testId={`failed-${email._id}`}
              title={
                <span className="font-semibold break-all">{email.recipientEmail || 'Account deleted'}</span>
              }
              actions={actions(email)}
            >
              <CardField label="Kind">{email.kind}</CardField>
              <CardField label="Failed">{when(email.failedAt)}</CardField>
              <CardField label="Reason" wide>
                {email.reason}
              </CardField>
            </ListCard>
          ))}
        </CardList>
      )}
      {more ? (
        <p className="text-sm text-slate-600">Showing the newest {failed.length} failed emails.</p>
      ) : null}
      <ConfirmDialog
        open={dismissing !== null}
        onOpenChange={(open) => (open ? undefined : setDismissing(null))}
        title="Dismiss this failed email?"
        message={`The email to ${dismissing?.recipientEmail || 'a deleted account'} leaves this list and is not sent; it is kept for the record.`}
        confirmLabel="Dismiss email"
        busy={dismiss.isPending}
        error={dismiss.error ? messageOf(dismiss.error, 'The email could not be dismissed') : null}
        onConfirm={() =>
          dismissing &&
          dismiss.mutate(dismissing._id, {
            onSuccess: () => setDismissing(null),
          })
        }
      />
    </div>
  );
}

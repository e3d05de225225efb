import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyLinkField } from '../../../components/copy-link-field';

const feedStatusKey = queryKeyOf('lessons.feedStatus');

/**
 * What the Calendar feed dialog holds: the feed's state and the buttons that
 * make and stop the link. The server keeps only a hash of the link, so it can
 * be shown once, when made; making a new one retires the old.
 */
export function CalendarFeedPanel() {
  const [link, setLink] = useState<string>();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: feedStatusKey,
    queryFn: () => callApi('lessons.feedStatus', {}),
  });
  const create = useMutation({
    mutationFn: () => callApi('lessons.feedCreate', {}),
    onSuccess: (created) => {
      setLink(`${window.location.origin}${created.path}`);
      void queryClient.invalidateQueries({ queryKey: feedStatusKey });
    },
  });
  const revoke = useMutation({
    mutationFn: () => callApi('lessons.feedRevoke', {}),
    onSuccess: () => {
      setLink(undefined);
      void queryClient.invalidateQueries({ queryKey: feedStatusKey });
    },
  });
  const active = status.data?.active ?? false;
  // Signing out everywhere or a new password ends the feed too; only the owner can make its successor.
  const endedWithSessions = !link && (status.data?.endedWithSessions ?? false);
  const failure = create.error ?? revoke.error ?? status.error;

  return (
    <div className="space-y-4">
      {failure ? (
        <Alert tone="error">{failure.message || 'Something went wrong. Please try again.'}</Alert>
      ) : null}
      {link ? (
        <>
          <p className="text-sm text-slate-700">
            Copy this link into your calendar app (“Subscribe to calendar” or “From URL”). Keep it private:
            anyone with it can see your lessons.
          </p>
          <CopyLinkField label="Calendar feed link" value={link} />
        </>
      ) : endedWithSessions ? (
        <Alert tone="warning" title="Your calendar feed link has stopped working">
          It ended when you signed out everywhere or your password was changed, so that nobody who had the old
          link can still see your lessons. Make a new link and put it in your calendar app in place of the old
          one.
        </Alert>
      ) : active ? (
        <p className="text-sm text-slate-700">
          Your calendar feed is active. For your safety the link is shown only when it is made: make a new
          link to copy it again (the old one stops working).
        </p>
      ) : (
        <p className="text-sm text-slate-700">You have no calendar feed yet.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => create.mutate()} busy={create.isPending}>
          {active || link || endedWithSessions ? 'Make a new link' : 'Create link'}
        </Button>
        {active || link ? (
          <Button variant="secondary" onClick={() => revoke.mutate()} busy={revoke.isPending}>
            Stop the feed
          </Button>
        ) : null}
      </div>
    </div>
  );
}

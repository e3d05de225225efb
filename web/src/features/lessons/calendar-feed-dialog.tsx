import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';

/** The panel (its calls and the copy field) loads when the dialog is first opened. */
const CalendarFeedPanel = lazy(async () => ({
  default: (await import('./calendar-feed-panel')).CalendarFeedPanel,
}));

/**
 * A private calendar subscription: Google, Apple and Outlook calendars fetch
 * the user's lessons from the link.
 */
export function CalendarFeedDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Calendar feed
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Add your lessons to your calendar"
        description="Google, Apple and Outlook calendars can subscribe to a private link and keep your lessons up to date, at the right time in your own time zone."
      >
        {open ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-6 text-brand-700">
                <Spinner size="lg" label="Loading your calendar feed" />
              </div>
            }
          >
            <CalendarFeedPanel />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}

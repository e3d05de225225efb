import { CalendarPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

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
        loadingLabel="Loading your calendar feed"
        open={open}
        onOpenChange={setOpen}
        title="Add your lessons to your calendar"
        description="Google, Apple and Outlook calendars can subscribe to a private link and keep your lessons up to date, at the right time in your own time zone."
      >
        {open ? <CalendarFeedPanel /> : null}
      </Modal>
    </>
  );
}

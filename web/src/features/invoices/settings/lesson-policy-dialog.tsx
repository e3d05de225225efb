import { CalendarClock } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** The form checks its values with the server's zod schema: it (and zod) load when the dialog first opens. */
const LessonPolicyBody = lazy(async () => ({
  default: (await import('./lesson-policy-form')).LessonPolicyBody,
}));

/**
 * The school's lesson policy (super_admin, docs/lesson-policy.md): the booking
 * form's default time zone, which attendances are billed, and the
 * cancellation terms. Beside the invoice settings and the reminders switch.
 */
export function LessonPolicyDialog({ onSaved }: { onSaved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        Lesson policy
      </Button>
      <Modal
        loadingLabel="Loading the lesson policy"
        open={open}
        onOpenChange={setOpen}
        title="Lesson policy"
        description="How lessons are booked, billed and cancelled across the school."
      >
        {open ? (
          <LessonPolicyBody
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              onSaved('Lesson policy saved');
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

import { lazy } from 'react';
import { Modal } from '../../../components/modal';
import type { LessonDialog } from './lesson-dialog';

/** The book/edit form (and zod, which checks it) loads when a form is first opened (the modal shows a spinner meanwhile). */
const LessonForm = lazy(async () => ({ default: (await import('../form/lesson-form')).LessonForm }));

/** Book Lesson, Edit Lesson (an admin's whole form) and a teacher's limited edit. */
export function LessonFormModal({
  dialog,
  onClose,
  onSaved,
}: {
  dialog: LessonDialog;
  onClose: () => void;
  /** `start` is when the saved lesson (or series) begins. */
  onSaved: (message: string, start: Date) => void;
}) {
  const formOpen = dialog.kind === 'form';
  return (
    <Modal
      open={formOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        formOpen && dialog.mode === 'book'
          ? dialog.makeUp
            ? 'Book Make-up Lesson'
            : 'Book Lesson'
          : 'Edit Lesson'
      }
      description={
        formOpen && dialog.mode === 'limited'
          ? 'You can change the status, the meeting link and the notes.'
          : undefined
      }
      size="lg"
    >
      {formOpen ? (
        <LessonForm
          key={
            dialog.lesson?._id ??
            `new-${dialog.start ?? ''}-${dialog.teacherId ?? ''}-${dialog.makeUp?.creditId ?? ''}`
          }
          mode={dialog.mode}
          lesson={dialog.lesson}
          initialStart={dialog.start}
          initialTimezone={dialog.timezone}
          initialTeacher={dialog.teacherId}
          makeUp={dialog.makeUp}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

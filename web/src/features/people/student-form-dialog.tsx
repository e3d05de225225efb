import { lazy } from 'react';
import { Modal } from '../../components/modal';
import { studentDisplayName } from '../../lib/student-display-name';
import type { StudentFormProps } from './student-form';

/** The form (and zod, which checks it) loads when it is first opened; the modal shows a spinner meanwhile. */
const StudentForm = lazy(async () => ({ default: (await import('./student-form')).StudentForm }));

export interface StudentFormDialogProps extends Omit<StudentFormProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Student and Edit Student (one form for both), for Student Management and the progress page. */
export function StudentFormDialog({ open, onOpenChange, student, ...form }: StudentFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={student ? 'Edit Student' : 'Add Student'}
      description={
        student ? `Change ${studentDisplayName(student)}’s details.` : 'A new student, linked to a parent.'
      }
    >
      <StudentForm
        key={student?._id ?? 'new'}
        student={student}
        onCancel={() => onOpenChange(false)}
        {...form}
      />
    </Modal>
  );
}

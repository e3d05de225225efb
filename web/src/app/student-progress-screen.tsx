import { lazy, Suspense } from 'react';
import type { StudentDialogProps } from '../features/progress/student-progress-page';
import { StudentProgressPage } from '../features/progress/student-progress-page';

/** Loaded just after the page (it is closed until Add Student or Edit Grade), so not in the first load. */
const StudentFormDialog = lazy(async () => ({
  default: (await import('../features/people/student-form-dialog')).StudentFormDialog,
}));

function StudentDialog(props: StudentDialogProps) {
  return (
    <Suspense fallback={null}>
      <StudentFormDialog {...props} />
    </Suspense>
  );
}

/**
 * The progress page with Student Management's add and edit dialog for its
 * Add Student and Edit Grade buttons: one student form for both screens,
 * joined here because a feature does not import another.
 */
export function StudentProgressScreen() {
  return <StudentProgressPage StudentDialog={StudentDialog} />;
}

import { StudentFormDialog } from '../features/people/student-form-dialog';
import { StudentProgressPage } from '../features/progress/student-progress-page';

/**
 * The progress page with Student Management's add and edit dialog for its
 * Add Student and Edit Grade buttons: one student form for both screens,
 * joined here because a feature does not import another.
 */
export function StudentProgressScreen() {
  return <StudentProgressPage StudentDialog={StudentFormDialog} />;
}

import { messageOf } from '../../api/api-error';

/** The people screens' messages, in the words the screens have always used. */
export const peopleMessages = {
  loadStudents: 'Failed to load students. Please try again.',
  loadUsers: 'Failed to load users. Please try again.',
  loadTeachers: 'Failed to load teachers. Please try again.',
  loadTeacherStudents: "Failed to load teacher's students. Please try again.",
  loadParents: 'Failed to load parents. Please try again.',
  loadSubjects: 'Failed to load subjects. Please try again.',
  addStudent: 'Failed to add student. ',
  deleteStudent: 'Failed to delete student. ',
  addUser: 'Failed to add user. ',
  updateUser: 'Failed to update user. ',
  deleteUser: 'Failed to delete user. ',
  addTeacher: 'Failed to add teacher. ',
  updateTeacher: 'Failed to update teacher. ',
  deleteTeacher: 'Failed to delete teacher. ',
  assignStudents: 'Failed to assign students. ',
  noTeacherSelected: 'No teacher selected',
  noStudentsSelected: 'No students selected',
  studentsAssigned: 'Students assigned successfully',
  confirmDeleteStudent: 'Are you sure you want to delete this student?',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  confirmDeleteTeacher: 'Are you sure you want to delete this teacher?',
} as const;

/**
 * '{prefix}' plus the server's message, or 'Please try again.' when it gave none
 * (docs/architecture.md#messages).
 */
export function failureMessage(prefix: string, error: unknown): string {
  return prefix + messageOf(error, 'Please try again.');
}

/** The one message shaped differently: 'Failed to update student: ' plus the message or 'Unknown error'. */
export function studentUpdateFailure(error: unknown): string {
  return `Failed to update student: ${messageOf(error, 'Unknown error')}`;
}

import { roleLabels, type Role } from '../../../../shared/roles';

/** A case-insensitive substring match on any of the fields; a blank query matches everything. */
export function matchesSearch(query: string, fields: readonly (string | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase('en-GB').includes(needle));
}

/** Students by name or grade. */
export function filterStudents<Student extends { name: string; grade?: string }>(
  students: readonly Student[],
  query: string,
): readonly Student[] {
  if (!query.trim()) return students;
  return students.filter((student) => matchesSearch(query, [student.name, student.grade]));
}

/** Users by name, email or role (the stored value, 'super_admin', or its label, 'Super Admin'). */
export function filterUsers<User extends { name: string; email: string; role: Role }>(
  users: readonly User[],
  query: string,
): readonly User[] {
  if (!query.trim()) return users;
  return users.filter((user) =>
    matchesSearch(query, [user.name, user.email, user.role, roleLabels[user.role]]),
  );
}

/** Teachers by name or email. */
export function filterTeachers<Teacher extends { name: string; email: string }>(
  teachers: readonly Teacher[],
  query: string,
): readonly Teacher[] {
  if (!query.trim()) return teachers;
  return teachers.filter((teacher) => matchesSearch(query, [teacher.name, teacher.email]));
}

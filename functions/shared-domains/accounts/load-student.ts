import { getStudentById, type StudentRecord } from '../../entities/student-entity';
import { notFound } from '../../platform/http-errors';

/** The answer to a route about a student that is not there (or went meanwhile). */
export const studentNotFound = () => notFound('Student not found');

/** The student read, or the route's 404 when there is none. */
export function studentFound(student: StudentRecord | undefined): StudentRecord {
  if (!student) throw studentNotFound();
  return student;
}

/** The student a route acts on, as committed: a 404 when there is none. */
export async function loadStudent(studentId: string): Promise<StudentRecord> {
  return studentFound(await getStudentById(studentId));
}

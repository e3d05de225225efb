import { getSubjectName } from '../entities/curriculum-entity';
import type { LessonRecord } from '../entities/lesson-entity';
import type { StudentRecord } from '../entities/student-entity';
import { badRequest } from '../platform/http-errors';

export const subjectNotAllocatedMessage =
  "The subject must be one of the student's subjects: choose one of the subjects allocated to this student";

/**
 * A lesson's subject is one of its student's allocated subjects; its name is
 * kept on the lesson so lists, invoices and calendar feeds need no curriculum
 * read. '' books a lesson without a subject ('Not specified').
 */
export async function lessonSubject(
  student: Pick<StudentRecord, 'subjects'>,
  subjectId: string | undefined,
): Promise<Pick<LessonRecord, 'subject' | 'subjectName'>> {
  if (!subjectId) return { subject: '', subjectName: '' };
  const name = student.subjects.includes(subjectId) ? await getSubjectName(subjectId) : undefined;
  if (name === undefined)
    throw badRequest(subjectNotAllocatedMessage, { subject: subjectNotAllocatedMessage });
  return { subject: subjectId, subjectName: name };
}

import { reportRefusal } from '../../../../../shared/lesson-reports';
import type { Role } from '../../../../../shared/roles';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';

/**
 * What a lesson card offers about the report (docs/lesson-reports.md): 'view' once written (everyone who
 * sees the lesson), 'write' for the lesson's teacher or staff once the lesson has started and is not
 * canceled, or nothing. The API checks the same and more (the student still allocated to the teacher).
 */
export function lessonReportAction(
  user: { id: string; role: Role },
  lesson: Pick<Lesson, 'reportedAt' | 'status' | 'startTime' | 'teacher'>,
  now: Date,
): 'view' | 'write' | null {
  if (lesson.reportedAt) return 'view';
  const writer =
    user.role === 'super_admin' ||
    user.role === 'admin' ||
    (user.role === 'teacher' && lesson.teacher._id === user.id);
  return writer && reportRefusal(lesson, now) === undefined ? 'write' : null;
}

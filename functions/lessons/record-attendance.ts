import type { RouteTable } from '../../shared/routes/route-table';
import { toLesson } from '../entities/lesson-entity';
import { conflict, forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { auditPut } from '../shared-domains/audit/audit-put';
import { assertMayRecordAttendance } from './lesson-start-rule';
import { loadLesson } from './load-lesson';
import { saveLessonChange } from './save-lesson-change';

/**
 * PUT /lessons/{id}/attendance: staff for any lesson, a teacher for its own
 * (another's is a 403, as for edits), once the lesson has started and unless
 * it was canceled (409). A draft billing the lesson shows the new attendance
 * on its line in the same transaction; a sent invoice keeps its line as billed.
 */
export const recordAttendance: RouteService<RouteTable['lessons.recordAttendance']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const lesson = await loadLesson(params.id);
  if (principal.role === 'teacher' && lesson.teacherId !== principal.userId)
    throw forbidden('You can only record attendance for your own lessons');
  if (lesson.status === 'canceled') throw conflict('A canceled lesson takes no attendance');
  assertMayRecordAttendance(lesson.startTime, new Date());
  const change = {
    before: lesson,
    after: { ...lesson, attendance: body.attendance, updatedAt: new Date().toISOString() },
  };
  const next = await saveLessonChange(change, () =>
    auditPut({
      principal,
      action: 'lesson.attendance',
      target: { type: 'lesson', id: lesson.id },
      before: { attendance: lesson.attendance ?? null },
      after: { attendance: body.attendance },
      requestId,
    }),
  );
  return { data: toLesson(next, { showTeacherEmail: true }), message: 'Attendance recorded' };
};

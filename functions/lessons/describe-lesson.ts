import type { LessonRecord } from '../entities/lesson-entity';
import { shortLessonDateTime } from '../shared-domains/messaging/lesson-message-times';

/** `Mon 30 Mar 2026, 17:00 (UK)`: in the lesson's own zone, as the family reads its clock. */
export function describeLessonTime(lesson: Pick<LessonRecord, 'startTime' | 'timezone'>): string {
  return `${shortLessonDateTime(lesson)} (${lesson.timezone})`;
}

export function describeLesson(lesson: LessonRecord): string {
  return `${lesson.studentName} with ${lesson.teacherName} on ${describeLessonTime(lesson)}`;
}

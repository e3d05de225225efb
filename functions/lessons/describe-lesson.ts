import { ianaZones } from '../../shared/lesson-time';
import type { LessonRecord } from '../lib/entities/lesson-entity';

/** `Mon 30 Mar 2026, 17:00 (UK)`: in the lesson's own zone, as the family reads its clock. */
export function describeLessonTime(lesson: Pick<LessonRecord, 'startTime' | 'timezone'>): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone: ianaZones[lesson.timezone],
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(lesson.startTime));
  return `${formatted} (${lesson.timezone})`;
}

export function describeLesson(lesson: LessonRecord): string {
  return `${lesson.studentName} with ${lesson.teacherName} on ${describeLessonTime(lesson)}`;
}

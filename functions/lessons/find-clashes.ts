import { lessonMinutes } from '../../shared/lesson-time';
import { lessonsBetween, type LessonRecord } from '../entities/lesson-entity';

/**
 * For a friendly refusal before anything is written: the existing lessons of
 * the teacher or the student that overlap any of the proposed starts (two
 * Queries over the series' span). The slot locks still decide races.
 */
export async function findClashes(
  teacherId: string,
  studentId: string,
  starts: readonly Date[],
  ignoreLessonIds: ReadonlySet<string> = new Set(),
): Promise<{ start: Date; existing: LessonRecord }[]> {
  if (starts.length === 0) return [];
  const hour = lessonMinutes * 60_000;
  const from = new Date(Math.min(...starts.map((start) => start.getTime())) - hour).toISOString();
  const to = new Date(Math.max(...starts.map((start) => start.getTime())) + hour).toISOString();
  const existing = [
    ...(await lessonsBetween({ teacherId }, from, to)),
    ...(await lessonsBetween({ studentId }, from, to)),
  ].filter((lesson) => lesson.status !== 'canceled' && !ignoreLessonIds.has(lesson.id));
  return starts.flatMap((start) => {
    const clash = existing.find((lesson) => Math.abs(Date.parse(lesson.startTime) - start.getTime()) < hour);
    return clash ? [{ start, existing: clash }] : [];
  });
}

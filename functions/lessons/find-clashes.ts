import { maxLessonMinutes, lessonsOverlap, minutesBetween } from '../../shared/lessons/lesson-length';
import { lessonsBetween, type LessonRecord } from '../entities/lesson-entity';

/**
 * For a friendly refusal before anything is written: the existing lessons of
 * the teacher or the student that overlap any of the proposed starts, each
 * lesson with its own length (two Queries over the series' span, widened by
 * the longest lesson before it). The slot locks still decide races.
 */
export async function findClashes(
  teacherId: string,
  studentId: string,
  starts: readonly Date[],
  minutes: number,
  ignoreLessonIds: ReadonlySet<string> = new Set(),
): Promise<{ start: Date; existing: LessonRecord }[]> {
  if (starts.length === 0) return [];
  const earliest = Math.min(...starts.map((start) => start.getTime()));
  const latest = Math.max(...starts.map((start) => start.getTime()));
  const from = new Date(earliest - maxLessonMinutes * 60_000).toISOString();
  const to = new Date(latest + minutes * 60_000).toISOString();
  const existing = [
    ...(await lessonsBetween({ teacherId }, from, to)),
    ...(await lessonsBetween({ studentId }, from, to)),
  ].filter((lesson) => lesson.status !== 'canceled' && !ignoreLessonIds.has(lesson.id));
  return starts.flatMap((start) => {
    const proposed = { start: start.getTime(), minutes };
    const clash = existing.find((lesson) =>
      lessonsOverlap(proposed, {
        start: Date.parse(lesson.startTime),
        minutes: minutesBetween(lesson.startTime, lesson.endTime),
      }),
    );
    return clash ? [{ start, existing: clash }] : [];
  });
}

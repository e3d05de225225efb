import { lessonMinutes } from '../../shared/lesson-time';
import { lessonFromItem, lessonsStartingBetween, type LessonRecord } from '../entities/lesson-entity';
import { queryAll } from '../platform/table/query-items';

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
    ...(await queryAll(lessonsStartingBetween({ teacherId }, from, to))),
    ...(await queryAll(lessonsStartingBetween({ studentId }, from, to))),
  ]
    .map(lessonFromItem)
    .filter((lesson) => lesson.status !== 'canceled' && !ignoreLessonIds.has(lesson.id));
  return starts.flatMap((start) => {
    const clash = existing.find((lesson) => Math.abs(Date.parse(lesson.startTime) - start.getTime()) < hour);
    return clash ? [{ start, existing: clash }] : [];
  });
}

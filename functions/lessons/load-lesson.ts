import { findLesson, type LessonRecord } from '../entities/lesson-entity';
import { notFound } from '../platform/http-errors';

export const lessonNotFound = 'Lesson not found';

/** The lesson a route acts on, as committed: a 404 when there is none. */
export async function loadLesson(lessonId: string): Promise<LessonRecord> {
  const lesson = await findLesson(lessonId);
  if (!lesson) throw notFound(lessonNotFound);
  return lesson;
}

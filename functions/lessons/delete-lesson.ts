import { writeTransaction } from '../lib/table/write-transaction';
import type { RouteTable } from '../../shared/routes/route-table';
import { lessonDelete, loadLesson } from '../lib/entities/lesson-entity';
import { lockDelete, locksOf } from '../lib/entities/slot-lock-entity';
import { conflict } from '../lib/http-errors';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/table/transaction-errors';

/** The lesson and its slot locks go together; a lesson changed meanwhile is not deleted blind. */
export const deleteLesson: RouteService<RouteTable['lessons.delete']> = async ({ params }) => {
  const lesson = await loadLesson(params.id);
  try {
    await writeTransaction([
      lessonDelete(lesson),
      ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0))
      throw conflict('This lesson was changed meanwhile. Please reload and try again.');
    throw error;
  }
  return { data: { _id: lesson.id }, message: 'Lesson deleted successfully!' };
};

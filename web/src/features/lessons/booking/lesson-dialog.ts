import type { LessonTimezone } from '../../../../../shared/lesson-time';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import type { LessonFormMode } from '../form/lesson-form-model';
import type { SeriesAction } from '../lessons-api';

/** The one dialog the lesson page has open, with the lesson it is about. */
export type LessonDialog =
  | { kind: 'none' }
  | {
      kind: 'form';
      mode: LessonFormMode;
      lesson?: Lesson;
      start?: string;
      timezone?: LessonTimezone;
      /** A slot picked in a teacher's column of the day by teacher. */
      teacherId?: string;
      /** A make-up lesson booked with one of the student's credits (docs/lesson-policy.md#make-up-credits). */
      makeUp?: { studentId: string; creditId: string };
    }
  | { kind: 'notes'; lesson: Lesson }
  | { kind: 'details'; lesson: Lesson }
  | { kind: 'delete'; lesson: Lesson }
  | { kind: 'complete'; lesson: Lesson }
  | { kind: 'series'; lesson: Lesson; action: SeriesAction };

export const seriesTexts: Record<
  SeriesAction,
  { title: string; message: string; confirm: string; done: string }
> = {
  cancel: {
    title: 'Cancel this and following lessons?',
    message:
      'This lesson and every later lesson in its series will be marked canceled. Completed lessons stay as they are.',
    confirm: 'Cancel this and following',
    done: 'canceled',
  },
  delete: {
    title: 'Delete this and following lessons?',
    message:
      'This lesson and every later lesson in its series will be deleted. Completed lessons stay as they are.',
    confirm: 'Delete this and following',
    done: 'deleted',
  },
};

/** '3 lessons canceled', '1 lesson deleted'. */
export function seriesDoneMessage(action: SeriesAction, count: number): string {
  return `${count} lesson${count === 1 ? '' : 's'} ${seriesTexts[action].done}`;
}

import type { z } from 'zod';
import type {
  lessonCreateSchema,
  lessonUpdateSchema,
  recurringLessonCreateSchema,
} from '../../../../shared/schemas/lesson-schemas';

/**
 * What the lesson routes take, as the API's schemas accept it: the form
 * builds these (form/lesson-form-model.ts) and lessons-api.ts sends them,
 * so both read the types from here rather than one from the other.
 */
export type LessonCreateBody = z.input<typeof lessonCreateSchema>;
export type RecurringLessonBody = z.input<typeof recurringLessonCreateSchema>;
export type LessonUpdateBody = z.input<typeof lessonUpdateSchema>;

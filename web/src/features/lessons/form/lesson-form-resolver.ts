import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateLessonForm, type LessonFormMode, type LessonFormValues } from './lesson-form-model';

/** The form's own checks (lesson-form-model.ts) as react-hook-form's resolver: one message per field. */
export function lessonFormResolver(mode: LessonFormMode): Resolver<LessonFormValues> {
  return (values) => {
    const found = validateLessonForm(values, mode);
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<LessonFormValues>;
    return { values: {}, errors };
  };
}

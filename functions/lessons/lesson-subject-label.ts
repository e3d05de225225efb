import { idPattern } from '../../shared/ids';

export const notSpecifiedSubject = 'Not specified';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The subject a lesson is shown with in an export: its subject's name when
 * the lesson carries one (`subjectName`), else the free-text subject older
 * lessons were booked with, never a bare subject id; 'Not specified' when
 * there is none, as the invoices show it.
 */
export function lessonSubjectLabel(lesson: { subject?: unknown; subjectName?: unknown }): string {
  const name = text(lesson.subjectName);
  if (name) return name;
  const subject = text(lesson.subject);
  return subject && !idPattern.test(subject) ? subject : notSpecifiedSubject;
}

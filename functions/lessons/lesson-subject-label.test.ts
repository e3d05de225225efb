import { expect, it } from 'vitest';
import { lessonSubjectLabel } from './lesson-subject-label';

it("shows a lesson's subject name, its older free-text subject, else 'Not specified' (never an id)", () => {
  expect(lessonSubjectLabel({ subject: '0123456789abcdef01234567', subjectName: 'GCSE Maths' })).toBe(
    'GCSE Maths',
  );
  expect(lessonSubjectLabel({ subject: 'Piano' })).toBe('Piano');
  expect(lessonSubjectLabel({ subject: '0123456789abcdef01234567' })).toBe('Not specified');
  expect(lessonSubjectLabel({ subject: '  ' })).toBe('Not specified');
  expect(lessonSubjectLabel({})).toBe('Not specified');
});

import { describe, expect, it } from 'vitest';
import {
  allocatedSubjects,
  correctedSelection,
  selectionTexts,
  subjectSelectorEmptyText,
} from './progress-selection';

const maths = { _id: 'maths', name: 'Mathematics' };
const english = { _id: 'english', name: 'English' };
const science = { _id: 'science', name: 'Science' };
const school = [english, maths, science];

const amira = { _id: 'amira', subjects: ['science', 'maths'] };
const ben = { _id: 'ben', subjects: [] };

describe('allocatedSubjects', () => {
  it("keeps the school's order and ignores ids that are not subjects", () => {
    expect(allocatedSubjects({ _id: 'x', subjects: ['science', 'gone', 'english'] }, school)).toEqual([
      english,
      science,
    ]);
  });
});

describe('correctedSelection', () => {
  it('waits for the students', () => {
    expect(correctedSelection({ student: null, subject: null }, undefined, school)).toBeNull();
  });

  it("opens a family's only child on its first allocated subject", () => {
    expect(correctedSelection({ student: null, subject: null }, [amira], school)).toEqual({
      student: 'amira',
      subject: 'maths',
    });
  });

  it('leaves the choice of student to the user when there are several', () => {
    expect(correctedSelection({ student: null, subject: null }, [amira, ben], school)).toBeNull();
    expect(correctedSelection({ student: null, subject: 'maths' }, [amira, ben], school)).toEqual({
      student: null,
      subject: null,
    });
  });

  it('keeps an allocated subject and replaces one that is not', () => {
    expect(correctedSelection({ student: 'amira', subject: 'science' }, [amira, ben], school)).toBeNull();
    expect(correctedSelection({ student: 'amira', subject: 'english' }, [amira, ben], school)).toEqual({
      student: 'amira',
      subject: 'maths',
    });
    expect(correctedSelection({ student: 'ben', subject: 'maths' }, [amira, ben], school)).toEqual({
      student: 'ben',
      subject: null,
    });
  });

  it('waits for the subjects before judging one', () => {
    expect(correctedSelection({ student: 'amira', subject: 'english' }, [amira], undefined)).toBeNull();
  });

  it('leaves a student the caller cannot see alone, so the server can say why', () => {
    expect(correctedSelection({ student: 'other', subject: 'maths' }, [amira, ben], school)).toBeNull();
  });
});

describe('subjectSelectorEmptyText', () => {
  it('asks for a student first, then explains an empty list', () => {
    expect(subjectSelectorEmptyText(false, school, [])).toBe('Select a student first');
    expect(subjectSelectorEmptyText(true, [], [])).toBe('No subjects available');
    expect(subjectSelectorEmptyText(true, school, [])).toBe('No subjects allocated to this student');
    expect(subjectSelectorEmptyText(true, school, [maths])).toBeNull();
    expect(selectionTexts.noSheetData).toBe('No data available for this student and subject.');
  });
});

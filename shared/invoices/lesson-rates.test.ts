import { describe, expect, it } from 'vitest';
import { duplicateRateProblem, lessonRate, noRateOverrides, type RateOverrides } from './lesson-rates';

const lesson = { studentId: 'stu', teacherId: 'tea', subjectId: 'sub' };
const overrides: RateOverrides = {
  subjects: [{ id: 'sub', currency: 'GBP', hourlyRateMinor: 3000 }],
  teachers: [{ id: 'tea', currency: 'GBP', hourlyRateMinor: 5000 }],
  students: [{ id: 'stu', currency: 'GBP', hourlyRateMinor: 2500 }],
};

describe('lessonRate', () => {
  it('uses the default without overrides', () => {
    expect(lessonRate(lesson, 'GBP', 4000, noRateOverrides)).toEqual({
      rateMinor: 4000,
      rateSource: 'default',
    });
  });

  it('prefers the student, then the teacher, then the subject', () => {
    expect(lessonRate(lesson, 'GBP', 4000, overrides)).toEqual({ rateMinor: 2500, rateSource: 'student' });
    expect(lessonRate(lesson, 'GBP', 4000, { ...overrides, students: [] })).toEqual({
      rateMinor: 5000,
      rateSource: 'teacher',
    });
    expect(lessonRate(lesson, 'GBP', 4000, { ...overrides, students: [], teachers: [] })).toEqual({
      rateMinor: 3000,
      rateSource: 'subject',
    });
  });

  it('reads only the overrides of the invoice currency', () => {
    expect(lessonRate(lesson, 'AED', 20000, overrides)).toEqual({ rateMinor: 20000, rateSource: 'default' });
    const aed: RateOverrides = {
      ...noRateOverrides,
      subjects: [{ id: 'sub', currency: 'AED', hourlyRateMinor: 18000 }],
    };
    expect(lessonRate(lesson, 'AED', 20000, aed)).toEqual({ rateMinor: 18000, rateSource: 'subject' });
    expect(lessonRate(lesson, 'GBP', 4000, aed)).toEqual({ rateMinor: 4000, rateSource: 'default' });
  });

  it("matches only the lesson's own ids", () => {
    const others = { studentId: 'other', teacherId: 'other2', subjectId: 'other3' };
    expect(lessonRate(others, 'GBP', 4000, overrides)).toEqual({ rateMinor: 4000, rateSource: 'default' });
  });

  it('gives a free-text subject (no id) no subject rate', () => {
    const freeText = { studentId: 'x', teacherId: 'y' };
    expect(lessonRate(freeText, 'GBP', 4000, overrides)).toEqual({ rateMinor: 4000, rateSource: 'default' });
  });
});

describe('duplicateRateProblem', () => {
  it('accepts one rate per id and currency, in each scope', () => {
    expect(duplicateRateProblem(overrides)).toBeUndefined();
    const both: RateOverrides = {
      ...noRateOverrides,
      subjects: [
        { id: 'sub', currency: 'GBP', hourlyRateMinor: 1 },
        { id: 'sub', currency: 'AED', hourlyRateMinor: 1 },
      ],
      teachers: [{ id: 'sub', currency: 'GBP', hourlyRateMinor: 1 }],
    };
    expect(duplicateRateProblem(both)).toBeUndefined();
  });

  it('names an id given two rates in one currency', () => {
    const twice: RateOverrides = {
      ...noRateOverrides,
      teachers: [
        { id: 'tea', currency: 'GBP', hourlyRateMinor: 1 },
        { id: 'tea', currency: 'GBP', hourlyRateMinor: 2 },
      ],
    };
    expect(duplicateRateProblem(twice)).toBe('The teacher tea has two GBP rates: keep one');
  });
});

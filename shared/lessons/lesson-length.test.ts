import { describe, expect, it } from 'vitest';
import {
  defaultLessonMinutes,
  isLessonLength,
  lessonEndAfter,
  lessonLengthLabel,
  lessonLengthMessage,
  lessonsOverlap,
  maxLessonMinutes,
  minLessonMinutes,
  minutesBetween,
  offeredLessonMinutes,
} from './lesson-length';

describe('lesson lengths', () => {
  it('accepts 15 to 240 minutes in steps of 5, and nothing else', () => {
    expect([15, 20, 45, 50, 60, 235, 240].every(isLessonLength)).toBe(true);
    expect([0, 5, 10, 14, 16, 47, 60.5, 241, 245, 300, -60, Number.NaN].some(isLessonLength)).toBe(false);
    expect([minLessonMinutes, maxLessonMinutes, defaultLessonMinutes]).toEqual([15, 240, 60]);
    expect(offeredLessonMinutes.every(isLessonLength)).toBe(true);
    expect(offeredLessonMinutes).toEqual([30, 45, 60, 90, 120]);
    expect(lessonLengthMessage).toBe('A lesson lasts 15 to 240 minutes, in steps of 5');
  });

  it('labels a length in hours and minutes', () => {
    expect(lessonLengthLabel(45)).toBe('45 min');
    expect(lessonLengthLabel(60)).toBe('1 h');
    expect(lessonLengthLabel(90)).toBe('1 h 30 min');
    expect(lessonLengthLabel(120)).toBe('2 h');
    expect(lessonLengthLabel(235)).toBe('3 h 55 min');
  });

  it('reads minutes from a start and an end, and ends a lesson after its minutes', () => {
    expect(minutesBetween('2026-11-12T10:00:00.000Z', '2026-11-12T11:00:00.000Z')).toBe(60);
    expect(minutesBetween('2026-11-12T10:00:00.000Z', '2026-11-12T10:45:00.000Z')).toBe(45);
    expect(lessonEndAfter(new Date('2026-11-12T23:30:00Z'), 90).toISOString()).toBe(
      '2026-11-13T01:00:00.000Z',
    );
  });

  it('says two lessons overlap when one starts before the other ends', () => {
    const at = (minutes: number, length: number) => ({ start: minutes * 60_000, minutes: length });
    expect(lessonsOverlap(at(0, 90), at(60, 60))).toBe(true);
    expect(lessonsOverlap(at(60, 60), at(0, 90))).toBe(true);
    expect(lessonsOverlap(at(0, 90), at(90, 60))).toBe(false);
    expect(lessonsOverlap(at(90, 60), at(0, 90))).toBe(false);
    expect(lessonsOverlap(at(0, 60), at(0, 15))).toBe(true);
    expect(lessonsOverlap(at(0, 50), at(45, 30))).toBe(true);
    expect(lessonsOverlap(at(0, 45), at(45, 30))).toBe(false);
  });
});

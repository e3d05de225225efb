import { describe, expect, it } from 'vitest';
import { awaitsReport, reportRefusal, reportWindowDays, reportWindowStart } from './lesson-reports';

const now = new Date('2027-05-14T12:00:00.000Z');
const dayMs = 86_400_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('reportRefusal', () => {
  it('lets a started lesson be reported, whatever its status but canceled', () => {
    for (const status of ['pending', 'confirmed', 'completed'] as const) {
      expect(reportRefusal({ status, startTime: at(0) }, now)).toBeUndefined();
      expect(reportRefusal({ status, startTime: at(-dayMs) }, now)).toBeUndefined();
    }
  });

  it('refuses a lesson that has not started, and a canceled one (canceled first)', () => {
    expect(reportRefusal({ status: 'confirmed', startTime: at(1) }, now)).toBe('not-started');
    expect(reportRefusal({ status: 'canceled', startTime: at(-dayMs) }, now)).toBe('canceled');
    expect(reportRefusal({ status: 'canceled', startTime: at(dayMs) }, now)).toBe('canceled');
  });
});

describe('awaitsReport', () => {
  const completed = { status: 'completed' as const, startTime: at(-dayMs) };

  it('is a completed lesson of the window without a report', () => {
    expect(awaitsReport(completed, now)).toBe(true);
    expect(awaitsReport({ ...completed, reportedAt: at(0) }, now)).toBe(false);
    expect(awaitsReport({ ...completed, status: 'confirmed' }, now)).toBe(false);
    expect(awaitsReport({ ...completed, status: 'canceled' }, now)).toBe(false);
  });

  it(`looks back ${reportWindowDays} days, both ends included`, () => {
    expect(reportWindowStart(now).toISOString()).toBe(at(-reportWindowDays * dayMs));
    expect(awaitsReport({ ...completed, startTime: at(-reportWindowDays * dayMs) }, now)).toBe(true);
    expect(awaitsReport({ ...completed, startTime: at(-reportWindowDays * dayMs - 1) }, now)).toBe(false);
    expect(awaitsReport({ ...completed, startTime: at(0) }, now)).toBe(true);
    expect(awaitsReport({ ...completed, startTime: at(1) }, now)).toBe(false);
  });
});

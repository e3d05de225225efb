import { describe, expect, it } from 'vitest';
import { awaitsMarking, markingWindowDays, markingWindowStart } from './lesson-marking';

const now = new Date('2027-03-10T15:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('awaitsMarking', () => {
  it('waits for an ended lesson still pending or confirmed', () => {
    for (const status of ['pending', 'confirmed']) {
      expect(awaitsMarking({ status, endTime: at(0) }, now)).toBe(true);
      expect(awaitsMarking({ status, endTime: at(-3_600_000) }, now)).toBe(true);
      expect(awaitsMarking({ status, endTime: at(-3_600_000), attendance: 'present' }, now)).toBe(true);
    }
  });

  it('waits for a completed lesson without attendance, not for one with it', () => {
    expect(awaitsMarking({ status: 'completed', endTime: at(-1) }, now)).toBe(true);
    expect(awaitsMarking({ status: 'completed', endTime: at(-1), attendance: 'late' }, now)).toBe(false);
  });

  it('never waits for a lesson that has not ended, nor for a canceled one', () => {
    expect(awaitsMarking({ status: 'confirmed', endTime: at(1) }, now)).toBe(false);
    expect(awaitsMarking({ status: 'completed', endTime: at(1) }, now)).toBe(false);
    expect(awaitsMarking({ status: 'canceled', endTime: at(-1) }, now)).toBe(false);
  });
});

describe('markingWindowStart', () => {
  it('is two weeks before now', () => {
    expect(markingWindowDays).toBe(14);
    expect(markingWindowStart(now).toISOString()).toBe('2027-02-24T15:00:00.000Z');
  });
});

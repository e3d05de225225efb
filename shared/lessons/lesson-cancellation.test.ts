import { describe, expect, it } from 'vitest';
import { wallTimeToInstant } from '../lesson-time';
import {
  billsCancellation,
  cancellationDeadline,
  chargedMinor,
  earnsMakeUpCredit,
  familyCancelRefusal,
  isLateCancellation,
  lateCancellationLineNote,
  lateChargePercent,
} from './lesson-cancellation';

const minute = 60_000;
const at = (date: string, time: string, zone: 'UK' | 'UAE') => wallTimeToInstant(date, time, zone);
const shifted = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * minute);

describe('the notice boundary, on real instants', () => {
  it('is free exactly at the notice period and late a minute inside it (UAE, no clock change)', () => {
    const start = at('2026-03-30', '10:00', 'UAE').toISOString();
    const deadline = at('2026-03-29', '10:00', 'UAE');
    expect(cancellationDeadline(start, 24)).toEqual(deadline);
    expect(isLateCancellation(start, deadline, 24)).toBe(false);
    expect(isLateCancellation(start, shifted(deadline, -1), 24)).toBe(false);
    expect(isLateCancellation(start, shifted(deadline, 1), 24)).toBe(true);
  });

  it('counts 24 real hours across the UK clocks going forward (29 March 2026)', () => {
    // Monday 10:00 BST is 09:00 UTC; 24 hours before is Sunday 09:00 UTC = 10:00 BST, while
    // Saturday's wall clock would have been an hour further off.
    const start = at('2026-03-30', '10:00', 'UK').toISOString();
    expect(start).toBe('2026-03-30T09:00:00.000Z');
    expect(cancellationDeadline(start, 24).toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(cancellationDeadline(start, 48).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    // Saturday 09:30 GMT (09:30 UTC) is 47.5 real hours before: late with 48 hours' notice.
    expect(isLateCancellation(start, at('2026-03-28', '09:30', 'UK'), 48)).toBe(true);
    expect(isLateCancellation(start, at('2026-03-28', '09:00', 'UK'), 48)).toBe(false);
  });

  it('counts 24 real hours across the UK clocks going back (25 October 2026)', () => {
    const start = at('2026-10-26', '10:00', 'UK').toISOString();
    expect(start).toBe('2026-10-26T10:00:00.000Z');
    // Sunday 10:00 GMT: exactly 24 hours before, free; Sunday 10:01, late.
    expect(isLateCancellation(start, at('2026-10-25', '10:00', 'UK'), 24)).toBe(false);
    expect(isLateCancellation(start, at('2026-10-25', '10:01', 'UK'), 24)).toBe(true);
    // Saturday 10:00 BST is 49 real hours before, though the wall clocks say 48.
    expect(isLateCancellation(start, at('2026-10-24', '10:00', 'UK'), 49)).toBe(false);
    expect(isLateCancellation(start, at('2026-10-24', '10:01', 'UK'), 49)).toBe(true);
    expect(isLateCancellation(start, at('2026-10-24', '10:00', 'UK'), 48)).toBe(false);
  });

  it('makes every cancellation free with no notice period, until the start', () => {
    const start = '2026-05-01T08:00:00.000Z';
    expect(isLateCancellation(start, new Date('2026-05-01T07:59:00.000Z'), 0)).toBe(false);
    expect(isLateCancellation(start, new Date('2026-05-01T08:00:01.000Z'), 0)).toBe(true);
  });
});

describe('the charge', () => {
  it('is nothing, a percentage or the whole lesson', () => {
    expect(lateChargePercent({ charge: 'none' })).toBe(0);
    expect(lateChargePercent({ charge: 'full' })).toBe(100);
    expect(lateChargePercent({ charge: 'percent', percent: 50 })).toBe(50);
    expect(lateChargePercent({ charge: 'percent' })).toBe(0);
  });

  it('is a share of the lesson rounded half up', () => {
    expect(chargedMinor(4000, 100)).toBe(4000);
    expect(chargedMinor(4000, 50)).toBe(2000);
    expect(chargedMinor(3333, 50)).toBe(1667);
    expect(chargedMinor(3333, 0)).toBe(0);
  });

  it('names the line', () => {
    expect(lateCancellationLineNote(undefined)).toBe('');
    expect(lateCancellationLineNote(100)).toBe(' (late cancellation)');
    expect(lateCancellationLineNote(40)).toBe(' (late cancellation, 40%)');
  });

  it('bills a canceled lesson only when late, charged and not waived', () => {
    expect(billsCancellation({ status: 'canceled', lateChargePercent: 50 })).toBe(true);
    expect(billsCancellation({ status: 'canceled', lateChargePercent: 0 })).toBe(false);
    expect(billsCancellation({ status: 'canceled' })).toBe(false);
    expect(billsCancellation({ status: 'canceled', lateChargePercent: 100, chargeWaivedAt: 'x' })).toBe(
      false,
    );
    expect(billsCancellation({ status: 'confirmed', lateChargePercent: 100 })).toBe(false);
  });
});

describe('who may cancel what', () => {
  const now = new Date('2026-05-01T08:00:00.000Z');
  it('lets a family cancel an upcoming lesson that is still on', () => {
    expect(familyCancelRefusal({ status: 'pending', startTime: '2026-05-01T08:15:00.000Z' }, now)).toBe(
      undefined,
    );
    expect(familyCancelRefusal({ status: 'confirmed', startTime: '2026-05-02T08:00:00.000Z' }, now)).toBe(
      undefined,
    );
    expect(familyCancelRefusal({ status: 'confirmed', startTime: '2026-05-01T08:00:00.000Z' }, now)).toBe(
      'This lesson has started: please contact the school',
    );
    expect(familyCancelRefusal({ status: 'canceled', startTime: '2026-05-02T08:00:00.000Z' }, now)).toBe(
      'This lesson is already canceled',
    );
    expect(familyCancelRefusal({ status: 'completed', startTime: '2026-05-02T08:00:00.000Z' }, now)).toBe(
      'A completed lesson cannot be canceled',
    );
  });

  it('gives a make-up credit for a school cancellation or a free family one', () => {
    expect(earnsMakeUpCredit('school', true)).toBe(true);
    expect(earnsMakeUpCredit('school', false)).toBe(true);
    expect(earnsMakeUpCredit('family', false)).toBe(true);
    expect(earnsMakeUpCredit('family', true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { LessonStatus } from '../../shared/lesson-statuses';
import { lockChanges, locksOf, type SlotLock } from './slot-lock-entity';

const teacher = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const otherTeacher = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const student = 'cccccccccccccccccccccccc';
const otherStudent = 'dddddddddddddddddddddddd';
const base = Date.parse('2026-10-25T00:00:00.000Z');
const minute = 60_000;

interface Booking {
  startTime: string;
  endTime: string;
  teacherId: string;
  studentId: string;
  status: LessonStatus;
}

/** A lesson starting `minutes` after midnight UTC on 25 October 2026. */
const at = (minutes: number, overrides: Partial<Booking> = {}, length = 60): Booking => {
  const startTime = overrides.startTime ?? new Date(base + minutes * minute).toISOString();
  return {
    startTime,
    endTime: new Date(Date.parse(startTime) + length * minute).toISOString(),
    teacherId: teacher,
    studentId: student,
    status: 'pending',
    ...overrides,
  };
};

const keys = (locks: readonly SlotLock[]) => locks.map((lock) => lock.key.PK);
const shareASlot = (a: Booking, b: Booking) => keys(locksOf(a)).some((key) => keys(locksOf(b)).includes(key));
/** Two one-hour lessons overlap when each starts before the other ends. */
const overlap = (a: Booking, b: Booking) =>
  Date.parse(a.startTime) < Date.parse(b.startTime) + 60 * minute &&
  Date.parse(b.startTime) < Date.parse(a.startTime) + 60 * minute;

describe('locksOf', () => {
  it('locks the four quarter hours of the lesson for its teacher and for its student', () => {
    const locks = locksOf(at(17 * 60));
    expect(locks).toEqual(
      ['17:00', '17:15', '17:30', '17:45'].flatMap((time) => {
        const slot = `2026-10-25T${time}:00.000Z`;
        return [
          { key: { PK: `SLOT#TEACHER#${teacher}#${slot}`, SK: 'SLOT' }, party: 'TEACHER', slot },
          { key: { PK: `SLOT#STUDENT#${student}#${slot}`, SK: 'SLOT' }, party: 'STUDENT', slot },
        ];
      }),
    );
    expect(new Set(keys(locks)).size).toBe(8);
  });

  it('holds every quarter hour a lesson of any length touches', () => {
    const slots = (length: number) => locksOf(at(0, {}, length)).filter((lock) => lock.party === 'TEACHER');
    expect(slots(90).map((lock) => lock.slot.slice(11, 16))).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
    ]);
    expect(slots(50)).toHaveLength(4);
    expect(slots(45)).toHaveLength(3);
    expect(slots(15)).toHaveLength(1);
    // A 90-minute lesson shares a slot with one starting an hour later, not with one 90 minutes later.
    expect(shareASlot(at(0, {}, 90), at(60))).toBe(true);
    expect(shareASlot(at(0, {}, 90), at(90))).toBe(false);
  });

  it('names the slot by its instant, whatever offset the start was written with', () => {
    expect(keys(locksOf(at(0, { startTime: '2026-10-25T21:00:00+04:00' })))).toEqual(
      keys(locksOf(at(17 * 60))),
    );
  });

  it('holds no slot for a canceled lesson, and the same slots for every other status', () => {
    expect(locksOf(at(600, { status: 'canceled' }))).toEqual([]);
    for (const status of ['pending', 'confirmed', 'completed'] as const) {
      expect(locksOf(at(600, { status }))).toEqual(locksOf(at(600)));
    }
  });

  it('makes two quarter-hour lessons share a slot exactly when they overlap in time', () => {
    const fixed = at(12 * 60);
    let overlapping = 0;
    for (let offset = -180; offset <= 180; offset += 15) {
      const other = at(12 * 60 + offset);
      expect(shareASlot(fixed, other), `offset ${offset}`).toBe(overlap(fixed, other));
      expect(shareASlot(fixed, other), `offset ${offset}`).toBe(Math.abs(offset) < 60);
      if (overlap(fixed, other)) overlapping += 1;
    }
    // -45, -30, -15, 0, 15, 30, 45: back-to-back lessons (±60) do not overlap.
    expect(overlapping).toBe(7);
  });

  it('shares a slot through the teacher alone, the student alone, or not at all', () => {
    const fixed = at(12 * 60);
    const sameTeacher = at(12 * 60 + 30, { studentId: otherStudent });
    const sameStudent = at(12 * 60 + 30, { teacherId: otherTeacher });
    const neither = at(12 * 60, { teacherId: otherTeacher, studentId: otherStudent });
    const shared = (other: Booking) =>
      locksOf(fixed).filter((lock) => keys(locksOf(other)).includes(lock.key.PK));
    expect(shared(sameTeacher).map((lock) => [lock.party, lock.slot.slice(11, 16)])).toEqual([
      ['TEACHER', '12:30'],
      ['TEACHER', '12:45'],
    ]);
    expect(shared(sameStudent).map((lock) => [lock.party, lock.slot.slice(11, 16)])).toEqual([
      ['STUDENT', '12:30'],
      ['STUDENT', '12:45'],
    ]);
    expect(shared(neither)).toEqual([]);
    // A canceled lesson shares nothing with the lesson it overlaps.
    expect(shareASlot(fixed, { ...sameTeacher, status: 'canceled' })).toBe(false);
  });
});

describe('lockChanges', () => {
  const perParty = (locks: readonly SlotLock[]) =>
    Object.fromEntries(
      (['TEACHER', 'STUDENT'] as const).map((party) => [
        party,
        locks.filter((lock) => lock.party === party).map((lock) => lock.slot.slice(11, 16)),
      ]),
    );

  it('keeps three of the four slots per party when a lesson moves by a quarter of an hour', () => {
    const before = locksOf(at(17 * 60));
    const after = locksOf(at(17 * 60 + 15));
    const { released, taken } = lockChanges(before, after);
    expect(perParty(released)).toEqual({ TEACHER: ['17:00'], STUDENT: ['17:00'] });
    expect(perParty(taken)).toEqual({ TEACHER: ['18:00'], STUDENT: ['18:00'] });
    const kept = before.filter((lock) => !keys(released).includes(lock.key.PK));
    expect(perParty(kept)).toEqual({
      TEACHER: ['17:15', '17:30', '17:45'],
      STUDENT: ['17:15', '17:30', '17:45'],
    });
    // Moving back is the mirror image.
    const back = lockChanges(after, before);
    expect([keys(back.released), keys(back.taken)]).toEqual([keys(taken), keys(released)]);
  });

  it('keeps every slot when the time does not change, and none when it moves by an hour or more', () => {
    expect(lockChanges(locksOf(at(600)), locksOf(at(600, { status: 'confirmed' })))).toEqual({
      released: [],
      taken: [],
    });
    for (const offset of [60, 75, -60, 24 * 60]) {
      const { released, taken } = lockChanges(locksOf(at(600)), locksOf(at(600 + offset)));
      expect(keys(released), `offset ${offset}`).toEqual(keys(locksOf(at(600))));
      expect(keys(taken), `offset ${offset}`).toEqual(keys(locksOf(at(600 + offset))));
    }
  });

  it('releases every slot on cancel and takes them all back on reinstating', () => {
    const held = locksOf(at(600));
    expect(lockChanges(held, locksOf(at(600, { status: 'canceled' })))).toEqual({
      released: held,
      taken: [],
    });
    expect(lockChanges([], held)).toEqual({ released: [], taken: held });
  });

  it('moves only the changed party when the teacher or the student changes', () => {
    const before = locksOf(at(600));
    const newTeacher = lockChanges(before, locksOf(at(600, { teacherId: otherTeacher })));
    expect(newTeacher.released.map((lock) => lock.party)).toEqual([
      'TEACHER',
      'TEACHER',
      'TEACHER',
      'TEACHER',
    ]);
    expect(newTeacher.taken.every((lock) => lock.key.PK.startsWith(`SLOT#TEACHER#${otherTeacher}#`))).toBe(
      true,
    );
    expect(newTeacher.taken).toHaveLength(4);
    const newStudent = lockChanges(before, locksOf(at(615, { studentId: otherStudent })));
    expect(perParty(newStudent.released)).toEqual({
      TEACHER: ['10:00'],
      STUDENT: ['10:00', '10:15', '10:30', '10:45'],
    });
    expect(perParty(newStudent.taken)).toEqual({
      TEACHER: ['11:00'],
      STUDENT: ['10:15', '10:30', '10:45', '11:00'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  attendanceLabels,
  attendanceLineNote,
  attendanceValues,
  billsAttendance,
  defaultBillableAttendance,
  hasStarted,
  notStartedMessage,
} from './lesson-attendance';

describe('attendance', () => {
  it('names the four values', () => {
    expect(attendanceValues).toEqual(['present', 'late', 'absent_notified', 'absent_unnotified']);
    expect(attendanceLabels).toEqual({
      present: 'Present',
      late: 'Late',
      absent_notified: 'Absent with notice',
      absent_unnotified: 'Absent without notice',
    });
  });

  it("notes all but 'present' on an invoice line", () => {
    expect(attendanceLineNote(undefined)).toBe('');
    expect(attendanceLineNote('present')).toBe('');
    expect(attendanceLineNote('late')).toBe(' (late)');
    expect(attendanceLineNote('absent_notified')).toBe(' (absent with notice)');
    expect(attendanceLineNote('absent_unnotified')).toBe(' (absent without notice)');
  });

  it('bills what the policy lists, and a lesson with no attendance recorded', () => {
    expect(defaultBillableAttendance).toEqual(['present', 'late', 'absent_unnotified']);
    expect(billsAttendance(undefined, [])).toBe(true);
    expect(billsAttendance('present', defaultBillableAttendance)).toBe(true);
    expect(billsAttendance('absent_unnotified', defaultBillableAttendance)).toBe(true);
    expect(billsAttendance('absent_notified', defaultBillableAttendance)).toBe(false);
    expect(billsAttendance('present', ['late'])).toBe(false);
  });

  it('counts a lesson as started from its first instant', () => {
    const start = '2026-11-12T10:00:00.000Z';
    expect(hasStarted(start, new Date('2026-11-12T09:59:59.999Z'))).toBe(false);
    expect(hasStarted(start, new Date(start))).toBe(true);
    expect(hasStarted(start, new Date('2026-11-12T10:00:00.001Z'))).toBe(true);
    expect(notStartedMessage('completed')).toBe('A lesson cannot be marked completed before it starts');
    expect(notStartedMessage('attendance')).toBe(
      'Attendance can be recorded only once the lesson has started',
    );
  });
});

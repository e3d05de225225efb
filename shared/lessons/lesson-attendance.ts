/**
 * Who came to a lesson (docs/lesson-policy.md#attendance): recorded by staff
 * or the lesson's teacher once the lesson has started. Which values an
 * invoice bills is the school's policy (`billableAttendance`). No zod here,
 * so screens can import it.
 */
export const attendanceValues = ['present', 'late', 'absent_notified', 'absent_unnotified'] as const;
export type Attendance = (typeof attendanceValues)[number];

export const attendanceLabels: Record<Attendance, string> = {
  present: 'Present',
  late: 'Late',
  absent_notified: 'Absent with notice',
  absent_unnotified: 'Absent without notice',
};

/** What an invoice line adds after the subject: nothing for a lesson attended on time. */
export function attendanceLineNote(attendance: Attendance | undefined): string {
  if (attendance === 'late') return ' (late)';
  if (attendance === 'absent_notified') return ' (absent with notice)';
  if (attendance === 'absent_unnotified') return ' (absent without notice)';
  return '';
}

/** The policy's default: present, late and absent without notice are billed; absent with notice is not. */
export const defaultBillableAttendance: readonly Attendance[] = ['present', 'late', 'absent_unnotified'];

/**
 * Whether generation bills a lesson: a lesson with no attendance recorded is
 * billed as before (attendance is optional), one with attendance only when
 * the policy bills that value.
 */
export function billsAttendance(
  attendance: Attendance | undefined,
  billable: readonly Attendance[],
): boolean {
  return attendance === undefined || billable.includes(attendance);
}

/** A lesson is completed, or given attendance, only once it has started. */
export function hasStarted(startTime: string, now: Date): boolean {
  return Date.parse(startTime) <= now.getTime();
}

export const notStartedMessage = (what: 'completed' | 'attendance') =>
  what === 'completed'
    ? 'A lesson cannot be marked completed before it starts'
    : 'Attendance can be recorded only once the lesson has started';

import { hasStarted, notStartedMessage } from '../../shared/lessons/lesson-attendance';
import { conflict } from '../platform/http-errors';

/** A lesson is completed only once it has started (docs/lesson-policy.md#attendance): 409 otherwise. */
export function assertMayComplete(startTime: string, now: Date): void {
  if (!hasStarted(startTime, now)) throw conflict(notStartedMessage('completed'));
}

/** Attendance is recorded only once the lesson has started: 409 otherwise. */
export function assertMayRecordAttendance(startTime: string, now: Date): void {
  if (!hasStarted(startTime, now)) throw conflict(notStartedMessage('attendance'));
}

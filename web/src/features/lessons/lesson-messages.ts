import { messageOf } from '../../api/api-error';

/** The lesson screen's texts, in one place so the screen and its tests say the same words. */
export const lessonMessages = {
  loadLessons: 'Failed to load lessons. Please try again.',
  loadFormData: 'Failed to load form data. Please try again.',
  bookFailed: 'Failed to book lesson. Please try again.',
  deleteFailed: 'Failed to delete lesson. Please try again.',
  booked: 'Lesson booked successfully!',
  recurringBooked: 'Recurring lessons booked successfully!',
  updated: 'Lesson updated successfully!',
  deleted: 'Lesson deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this lesson?',
  markedCompleted: 'Lesson marked as completed!',
  confirmComplete: 'Mark this lesson as completed? A teacher cannot change a completed lesson afterwards.',
  completedLocked: 'Completed lessons cannot be modified',
  requiredFields: 'Please fill in all required fields',
  endDateRequired: 'Please select an end date for recurring lessons',
  dayRequired: 'Please select at least one day of the week for weekly recurring lessons',
  endBeforeStart: 'End date must be after start date',
  durationHint: 'Lessons start on the quarter hour',
  noAttendance: 'Not recorded',
  noLessons: 'No lessons found',
  noNotes: 'No notes',
  noSubject: 'Not specified',
  subjectRequired: "Please choose the lesson's subject",
  noStudentSubjects: 'This student has no subjects yet',
  /** The server's words for a start off the quarter hour. */
  quarterHour: 'Lessons start on the hour or at quarter past, half past or quarter to',
  seriesTooLong: 'A recurring booking can cover at most one year: please choose an earlier end date',
} as const;

/** The server's message (it knows why), or 'Failed to book lesson. Please try again.'. */
export function bookingFailure(error: unknown): string {
  return messageOf(error, lessonMessages.bookFailed);
}

/**
 * 'Failed to delete lesson. Please try again.', unless the server
 * said why (a lesson billed on a sent invoice: retrying would not help).
 */
export function deletionFailure(error: unknown): string {
  return messageOf(error, lessonMessages.deleteFailed);
}

/** The server's message (it knows why), or 'Error updating lesson: ' plus the error's own message. */
export function updateFailure(error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : 'Unknown error';
  return messageOf(error, `Error updating lesson: ${detail}`);
}

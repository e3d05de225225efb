/**
 * How long a lesson lasts (docs/lesson-policy.md#lengths): the booking form
 * offers the common lengths, the API takes any length from 15 minutes to 4
 * hours in steps of 5. Lessons stored before lengths existed last an hour.
 * No zod here, so screens can import it.
 */

/** The spec's one hour: the length of a lesson booked without one, and of every lesson stored before. */
export const defaultLessonMinutes = 60;
export const minLessonMinutes = 15;
export const maxLessonMinutes = 240;
export const lessonMinutesStep = 5;

/** What the booking form's Length select offers. */
export const offeredLessonMinutes = [30, 45, 60, 90, 120] as const;

export const lessonLengthMessage = `A lesson lasts ${minLessonMinutes} to ${maxLessonMinutes} minutes, in steps of ${lessonMinutesStep}`;

/** True for a length the API accepts: a whole number of minutes, 15 to 240, a multiple of 5. */
export function isLessonLength(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= minLessonMinutes &&
    minutes <= maxLessonMinutes &&
    minutes % lessonMinutesStep === 0
  );
}

/** "45 min", "1 h", "1 h 30 min": a length as a card or a select shows it. */
export function lessonLengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A lesson's minutes from its stored start and end (every stored lesson has both; older ones an hour apart). */
export function minutesBetween(startTime: string, endTime: string): number {
  return Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000);
}

/** The end of a lesson of `minutes` starting at `start`. */
export function lessonEndAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

/** True when two lessons, each a start and a length, share any minute (one ending as the other starts does not). */
export function lessonsOverlap(
  a: { start: number; minutes: number },
  b: { start: number; minutes: number },
): boolean {
  return a.start < b.start + b.minutes * 60_000 && b.start < a.start + a.minutes * 60_000;
}

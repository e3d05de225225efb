import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * The two clocks families live by (docs/architecture.md#time-and-money). Labels are the ones families know,
 * IANA zones make them right all year.
 */
export const lessonTimezones = ['UAE', 'UK'] as const;
export type LessonTimezone = (typeof lessonTimezones)[number];

export const ianaZones: Record<LessonTimezone, string> = { UAE: 'Asia/Dubai', UK: 'Europe/London' };

/**
 * The zones' names where no date is at hand (the list's filter). The spec's
 * 'UAE (+3hrs)' is right only in the UK's summer (README deviations): the
 * difference is said where a lesson's date is known, timezoneLabelsOn.
 */
export const lessonTimezoneLabels: Record<LessonTimezone, string> = { UAE: 'UAE', UK: 'UK' };

/** Hours the UAE's clock is ahead of the UK's at an instant: 4 in the UK's winter, 3 in its summer. */
export function uaeHoursAheadOfUk(instant: Date): number {
  return (tzOffset(ianaZones.UAE, instant) - tzOffset(ianaZones.UK, instant)) / 60;
}

/** The zones' names for a lesson at `instant`: 'UAE, 4 hours ahead of UK' in winter, 3 in summer. */
export function timezoneLabelsOn(instant: Date | null | undefined): Record<LessonTimezone, string> {
  if (!instant) return lessonTimezoneLabels;
  return { UAE: `UAE, ${uaeHoursAheadOfUk(instant)} hours ahead of UK`, UK: 'UK' };
}

/** A lesson booked without a length lasts one hour (lengths: shared/lessons/lesson-length.ts). */
export const lessonMinutes = 60;

/**
 * Lessons start on the quarter hour. It matches how a school timetables, and
 * it lets the server lock each 15-minute slot a lesson occupies, which is what
 * makes double booking impossible even for two requests at the same instant.
 */
export const slotMinutes = 15;

export const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;
export const wallTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `2026-03-29` + `17:00` in the lesson's zone → the UTC instant, whatever the clocks did that day. */
export function wallTimeToInstant(calendarDate: string, wallTime: string, timezone: LessonTimezone): Date {
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = wallTime.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, ianaZones[timezone]).getTime());
}

/** The wall-clock date and time of an instant in a zone, e.g. `{ date: '2026-10-26', time: '17:00' }`. */
export function instantToWallTime(instant: Date, timezone: LessonTimezone): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), ianaZones[timezone]);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

export function lessonEnd(start: Date, minutes: number = lessonMinutes): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

export function startsOnSlotBoundary(start: Date): boolean {
  return start.getTime() % (slotMinutes * 60_000) === 0;
}

import { ianaZones, lessonMinutes } from '../../../shared/lesson-time';
import type { LessonOccurrence } from '../../entities/email-messages';

/** The lesson booking screen (web/src/screens.ts `lessonBooking`), where every lesson message leads. */
export const lessonBookingPath = '/dashboard/lesson-booking';

const zoneNames: Record<LessonOccurrence['timezone'], string> = { UAE: 'UAE time', UK: 'UK time' };

function formatIn(occurrence: Pick<LessonOccurrence, 'timezone'>, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ianaZones[occurrence.timezone], ...options });
}

/** "Tuesday 1 June 2027, 17:00–18:00 UK time": en-GB, on the lesson's own clock, as its family reads it. */
export function lessonTimeLabel(occurrence: Pick<LessonOccurrence, 'startTime' | 'timezone'>): string {
  const start = new Date(occurrence.startTime);
  const end = new Date(start.getTime() + lessonMinutes * 60_000);
  // Assembled from parts: ICU versions differ on the comma after the weekday.
  const parts = formatIn(occurrence, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  const day = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  const time = formatIn(occurrence, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${time.format(start)}–${time.format(end)} ${zoneNames[occurrence.timezone]}`;
}

/** "Tue 1 Jun 2027, 17:00" on the lesson's own clock, without naming it: the short form one line has room for. */
export function shortLessonDateTime(occurrence: Pick<LessonOccurrence, 'startTime' | 'timezone'>): string {
  return formatIn(occurrence, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(occurrence.startTime));
}

/** "Tue 1 Jun 2027, 17:00 UK time": a notification's one line. */
export function shortLessonTimeLabel(occurrence: Pick<LessonOccurrence, 'startTime' | 'timezone'>): string {
  return `${shortLessonDateTime(occurrence)} ${zoneNames[occurrence.timezone]}`;
}

/** "3 lessons" / "1 lesson". */
export const lessonCount = (count: number) => `${count} lesson${count === 1 ? '' : 's'}`;

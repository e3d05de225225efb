import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ianaZones, lessonTimezones, type LessonTimezone } from '../../../shared/lesson-time';
import type { Lesson } from '../../../shared/schemas/lesson-schemas';

type Timed = Pick<Lesson, 'startTime' | 'endTime' | 'timezone'>;

/** The detail view renders UAE in Dubai time and UK in London time. */
export const zoneClockNames: Record<LessonTimezone, string> = { UAE: 'Dubai time', UK: 'London time' };

const inZone = (timezone: LessonTimezone) => ({ in: tz(ianaZones[timezone]) });

/** `Tue 13 Oct 2026`: the lesson's date on its own zone's calendar. */
export function lessonDateText(lesson: Timed): string {
  return format(new Date(lesson.startTime), 'EEE d MMM yyyy', inZone(lesson.timezone));
}

/**
 * `17:00 UK · 20:00 UAE`: the lesson's own clock first, then the other
 * country's, so a family in either reads its own. When the other clock is
 * already on another day it says which (`23:30 UK · Wed 03:30 UAE`).
 */
export function bothClocksText(lesson: Timed): string {
  const start = new Date(lesson.startTime);
  const own = lesson.timezone;
  const other = lessonTimezones.find((zone) => zone !== own) ?? own;
  // One pass through each zone per lesson (a list formats a page of them as it draws).
  const [ownDay, ownTime] = format(start, 'yyyy-MM-dd HH:mm', inZone(own)).split(' ');
  const [otherDay, otherTime, otherWeekday] = format(start, 'yyyy-MM-dd HH:mm EEE', inZone(other)).split(' ');
  const otherClock = otherDay === ownDay ? otherTime : `${otherWeekday} ${otherTime}`;
  return `${ownTime} ${own} · ${otherClock} ${other}`;
}

/** `Tuesday 13 October 2026, 17:00–18:00 London time`: the detail popup's time with its timezone. */
export function lessonTimeWithZone(lesson: Timed): string {
  const options = inZone(lesson.timezone);
  const day = format(new Date(lesson.startTime), 'EEEE d MMMM yyyy', options);
  const start = format(new Date(lesson.startTime), 'HH:mm', options);
  const end = format(new Date(lesson.endTime), 'HH:mm', options);
  return `${day}, ${start}–${end} ${zoneClockNames[lesson.timezone]}`;
}

/** `17:00 UK is 20:00 in the UAE`: what a wall time typed in one zone means in the other. */
export function otherClockText(instant: Date, timezone: LessonTimezone): string {
  const other = lessonTimezones.find((zone) => zone !== timezone) ?? timezone;
  const own = format(instant, 'HH:mm', inZone(timezone));
  const sameDay =
    format(instant, 'yyyy-MM-dd', inZone(timezone)) === format(instant, 'yyyy-MM-dd', inZone(other));
  const there = format(instant, sameDay ? 'HH:mm' : 'EEE d MMM, HH:mm', inZone(other));
  return `${own} ${timezone} is ${there} in the ${other}`;
}

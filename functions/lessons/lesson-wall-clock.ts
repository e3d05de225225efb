import { instantToWallTime, type LessonTimezone } from '../../shared/lesson-time';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** Each zone's offset from UTC by the UTC hour (its number since 1970) it applies to. */
const offsets = new Map<LessonTimezone, Map<number, number>>();
/** `2026-03-29` by the day's number since 1970. */
const dates = new Map<number, string>();
/** `00:00` … `23:59` by the minute of the day. */
const times = Array.from(
  { length: 24 * 60 },
  (_, minute) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
);
const maxRemembered = 50_000;

function offsetAt(hour: number, timezone: LessonTimezone): number {
  let zone = offsets.get(timezone);
  if (!zone) offsets.set(timezone, (zone = new Map()));
  let offset = zone.get(hour);
  if (offset === undefined) {
    const wall = instantToWallTime(new Date(hour * hourMs), timezone);
    offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - hour * hourMs;
    if (zone.size >= maxRemembered) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

function dateOf(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * dayMs).toISOString().slice(0, 10);
    if (dates.size >= maxRemembered) dates.clear();
    dates.set(day, date);
  }
  return date;
}

/**
 * `instantToWallTime` for the exports' tens of thousands of lessons: the
 * zone's offset is worked out once per UTC hour (a time-zone conversion was
 * most of the whole school's lessons export), then each lesson's wall clock
 * is arithmetic on numbers, its date and time looked up rather than formatted
 * (formatting each lesson's date was still a second of the year's export).
 * Exact for the lesson zones (Europe/London changes its clock at 01:00 UTC,
 * Asia/Dubai never), whose offsets change only on the hour.
 */
export function lessonWallTime(startTime: string, timezone: LessonTimezone): { date: string; time: string } {
  const instant = Date.parse(startTime);
  const local = instant + offsetAt(Math.floor(instant / hourMs), timezone);
  const day = Math.floor(local / dayMs);
  return { date: dateOf(day), time: times[Math.floor((local - day * dayMs) / minuteMs)]! };
}

import { instantToWallTime, type LessonTimezone } from '../../shared/lesson-time';

const hourMs = 3_600_000;
/** Each zone's offset from UTC by the UTC hour it applies to: a school year is under 9,000 hours a zone. */
const offsets = new Map<string, number>();
const maxRemembered = 50_000;

/**
 * `instantToWallTime` for the exports' tens of thousands of lessons: the
 * zone's offset is worked out once per UTC hour (a time-zone conversion was
 * most of the whole school's lessons export), then each lesson's wall clock
 * is arithmetic. Exact for the lesson zones (Europe/London changes its clock
 * at 01:00 UTC, Asia/Dubai never), whose offsets change only on the hour.
 */
export function lessonWallTime(startTime: string, timezone: LessonTimezone): { date: string; time: string } {
  const instant = Date.parse(startTime);
  const hourStart = Math.floor(instant / hourMs) * hourMs;
  const key = `${timezone}@${hourStart}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const wall = instantToWallTime(new Date(hourStart), timezone);
    offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - hourStart;
    if (offsets.size >= maxRemembered) offsets.clear();
    offsets.set(key, offset);
  }
  const local = new Date(instant + offset).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

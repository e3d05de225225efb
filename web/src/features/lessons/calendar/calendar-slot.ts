import { instantToWallTime, type LessonTimezone } from '../../../../../shared/lesson-time';

/** A slot picked on the calendar (in the viewer's clock), rounded up to the quarter hour, as a wall time in `timezone`. */
export function startFromCalendarSlot(slot: Date, timezone: LessonTimezone): string {
  const quarter = 15 * 60_000;
  const rounded = new Date(Math.ceil(slot.getTime() / quarter) * quarter);
  const wall = instantToWallTime(rounded, timezone);
  return `${wall.date}T${wall.time}`;
}

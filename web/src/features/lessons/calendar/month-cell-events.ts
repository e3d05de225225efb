/**
 * The month view at school scale. A large school has 300 lessons on a
 * weekday; react-big-calendar lays out every event it is given, row by row,
 * in time that grows with the square of a day's events (a month of 9,000
 * lessons blocked the page for a second). A month cell of the 550 px
 * calendar shows three events at most, so each day is given its first few
 * lessons only, and the "+N more" link counts the ones held back too.
 */

/** More than a month cell can show, so the library still draws its own "+N more" when a day is full. */
export const monthCellEventLimit = 8;

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

export interface MonthCellEvents<Event> {
  /** Each day's earliest events, at most `limit` a day (days on the viewer's clock, as the calendar draws them). */
  events: Event[];
  /** How many events a day's cell was not given, by day. */
  heldBack: (day: Date) => number;
}

export function monthCellEvents<Event extends { start: Date }>(
  all: readonly Event[],
  limit: number = monthCellEventLimit,
): MonthCellEvents<Event> {
  const shownByDay = new Map<string, number>();
  const heldBackByDay = new Map<string, number>();
  const events: Event[] = [];
  for (const event of [...all].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const key = dayKey(event.start);
    const shown = shownByDay.get(key) ?? 0;
    if (shown < limit) {
      shownByDay.set(key, shown + 1);
      events.push(event);
    } else {
      heldBackByDay.set(key, (heldBackByDay.get(key) ?? 0) + 1);
    }
  }
  return { events, heldBack: (day) => heldBackByDay.get(dayKey(day)) ?? 0 };
}

/**
 * The month cell's "+N more": `hiddenHere` events the library hid from the
 * ones it was given, plus those it never got; `inCell` (the events it was
 * given for that day, never empty when something is hidden) names the day.
 */
export function showMoreText<Event extends { start: Date }>(
  hiddenHere: number,
  inCell: readonly Event[],
  heldBack: (day: Date) => number,
): string {
  const day = inCell[0]?.start;
  return `+${hiddenHere + (day ? heldBack(day) : 0)} more`;
}

import { describe, expect, it } from 'vitest';
import {
  groupActivity,
  groupTitle,
  groupWindowMs,
  minimumGroup,
  type GroupableEvent,
} from './activity-grouping';

const start = Date.parse('2027-01-31T02:00:00.000Z');
let next = 0;
/** An event `minutesAgo` before the start, newest-first lists built in order. */
function event(title: string, minutesAgo: number, extra: Partial<GroupableEvent> = {}): GroupableEvent {
  next += 1;
  return {
    id: `e${next}`,
    title,
    status: 'warning',
    icon: 'clock',
    description: `${title} number ${next}`,
    time: new Date(start - minutesAgo * 60_000).toISOString(),
    ...extra,
  };
}

describe('groupActivity', () => {
  it('folds 29 overdue invoices of one sweep into one line that says how many', () => {
    const overdue = Array.from({ length: 29 }, (_, index) => event('Invoice overdue', index));
    const older = event('Lesson booked', 60, { status: 'info', icon: 'calendar-plus' });
    const lines = groupActivity([...overdue, older]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      id: overdue[0]!.id,
      time: overdue[0]!.time,
      title: '29 invoices became overdue',
      description: `Latest: ${overdue[0]!.description}`,
      count: 29,
    });
    expect(lines[1]).toEqual(older);
    expect(lines[1]).not.toHaveProperty('count');
  });

  it('keeps events apart when another kind comes between them', () => {
    const lines = groupActivity([
      event('Invoice sent', 0),
      event('Lesson booked', 1),
      event('Invoice sent', 2),
    ]);
    expect(lines.map((line) => line.title)).toEqual(['Invoice sent', 'Lesson booked', 'Invoice sent']);
  });

  it('groups only the same title, status and icon', () => {
    const two = [event('Invoice sent', 0), event('Invoice sent', 1)];
    expect(groupActivity([...two, event('Invoice sent', 2, { status: 'info' })])).toHaveLength(3);
    expect(groupActivity([...two, event('Invoice sent', 2, { icon: 'file-text' })])).toHaveLength(3);
    expect(groupActivity([...two, event('Invoice paid', 2)])).toHaveLength(3);
    expect(groupActivity([...two, event('Invoice sent', 2)])).toHaveLength(1);
  });

  it(`leaves fewer than ${minimumGroup} of a kind as they are`, () => {
    const pair = [event('Student added', 0), event('Student added', 1)];
    expect(groupActivity(pair)).toEqual(pair);
    expect(minimumGroup).toBe(3);
  });

  it("groups within the window of the line's newest event, not further", () => {
    const windowMinutes = groupWindowMs / 60_000;
    const inside = groupActivity([
      event('Invoice paid', 0),
      event('Invoice paid', 1),
      event('Invoice paid', windowMinutes),
    ]);
    expect(inside).toHaveLength(1);
    expect(inside[0]!.count).toBe(3);
    const outside = groupActivity([
      event('Invoice paid', 0),
      event('Invoice paid', 1),
      event('Invoice paid', windowMinutes + 1),
    ]);
    expect(outside).toHaveLength(3);
    // The window is measured from the newest of the line, not from its previous event.
    const chain = groupActivity([
      event('Invoice paid', 0),
      event('Invoice paid', windowMinutes - 2),
      event('Invoice paid', windowMinutes - 1),
      event('Invoice paid', windowMinutes + 1),
      event('Invoice paid', windowMinutes + 2),
    ]);
    expect(chain.map((line) => line.count ?? 1)).toEqual([3, 1, 1]);
  });

  it('answers at most `limit` lines, counted after grouping', () => {
    const events = [
      ...Array.from({ length: 5 }, (_, index) => event('Invoice overdue', index)),
      event('Lesson booked', 10),
      event('Student added', 11),
    ];
    expect(groupActivity(events, 2).map((line) => line.title)).toEqual([
      '5 invoices became overdue',
      'Lesson booked',
    ]);
    expect(groupActivity([], 3)).toEqual([]);
  });
});

describe('groupTitle', () => {
  it('keeps a single event as it is titled', () => {
    expect(groupTitle('Invoice overdue', 1)).toBe('Invoice overdue');
  });

  it('says a known kind in the plural and any other with its count', () => {
    expect(groupTitle('Invoice overdue', 2)).toBe('2 invoices became overdue');
    expect(groupTitle('Lesson booked', 3)).toBe('3 lessons booked');
    expect(groupTitle('Progress updated', 4)).toBe('4 progress updates');
    expect(groupTitle('Something new', 5)).toBe('Something new (5 times)');
  });
});

import { describe, expect, it } from 'vitest';
import { shownCalendarView } from './use-lesson-address';

describe('shownCalendarView', () => {
  const desktopStaff = { phone: false, teacherColumns: true };
  const desktopFamily = { phone: false, teacherColumns: false };
  const phoneStaff = { phone: true, teacherColumns: true };

  it('keeps every view wider than a phone, the day by teacher for staff only', () => {
    for (const view of ['month', 'week', 'day', 'teachers', 'agenda'] as const)
      expect(shownCalendarView(view, desktopStaff)).toBe(view);
    expect(shownCalendarView('teachers', desktopFamily)).toBe('day');
  });

  it('shows a phone its agenda for a month or a week, its day list for a day by teacher', () => {
    expect(shownCalendarView('month', phoneStaff)).toBe('agenda');
    expect(shownCalendarView('week', phoneStaff)).toBe('agenda');
    expect(shownCalendarView('teachers', phoneStaff)).toBe('day');
    expect(shownCalendarView('day', phoneStaff)).toBe('day');
    expect(shownCalendarView('agenda', phoneStaff)).toBe('agenda');
  });
});

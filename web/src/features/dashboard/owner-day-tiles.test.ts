import { describe, expect, it } from 'vitest';
import type { DashboardToday } from '../../../../shared/schemas/dashboard-today-schemas';
import { ownerDayTiles } from './owner-day-tiles';

const quiet: DashboardToday = {
  date: '2027-01-31',
  lessonsToday: 0,
  lessonsToMark: 0,
  money: [],
  failedEmails: { count: 0, capped: false },
};

describe('ownerDayTiles', () => {
  it('says a quiet day plainly, nothing drawing attention', () => {
    const tiles = ownerDayTiles(quiet);
    expect(tiles.map((tile) => [tile.id, tile.value, tile.details, tile.attention])).toEqual([
      ['lessons-today', '0', ['No lessons today'], false],
      ['lessons-to-mark', '0', ['Every lesson of the last two weeks is marked'], false],
      ['money', '0', ['Nothing owed'], false],
      ['failed-emails', '0', ['Every email was delivered'], false],
    ]);
    expect(tiles[0]!.to).toBe('/dashboard/lesson-booking?view=calendar&calendar=day&date=2027-01-31');
    expect(tiles[1]!.to).toBe('/dashboard/lesson-booking?list=past');
    expect(tiles[2]!.to).toBe('/dashboard/invoice-management');
    expect(tiles[3]!.to).toBe('/dashboard/system-health');
  });

  it('lists money per currency, overdue before due, and flags what waits', () => {
    const tiles = ownerDayTiles({
      ...quiet,
      lessonsToday: 4,
      lessonsToMark: 2,
      money: [
        { currency: 'GBP', dueMinor: 0, dueInvoices: 0, overdueMinor: 123_450, overdueInvoices: 29 },
        { currency: 'AED', dueMinor: 50_000, dueInvoices: 1, overdueMinor: 1_000, overdueInvoices: 1 },
      ],
      failedEmails: { count: 99, capped: true },
    });
    const money = tiles.find((tile) => tile.id === 'money')!;
    expect(money.value).toBe('31');
    expect(money.details).toEqual([
      '£1,234.50 overdue (29 invoices)',
      'AED 10.00 overdue (1 invoice)',
      'AED 500.00 due (1 invoice)',
    ]);
    expect(money.attention).toBe(true);
    expect(tiles.find((tile) => tile.id === 'failed-emails')).toMatchObject({
      value: '99+',
      attention: true,
    });
    expect(tiles.find((tile) => tile.id === 'lessons-to-mark')).toMatchObject({
      value: '2',
      attention: true,
    });
    expect(tiles.find((tile) => tile.id === 'lessons-today')!.details).toEqual([
      'Open the day in the calendar',
    ]);
  });

  it('does not flag money that is only due', () => {
    const tiles = ownerDayTiles({
      ...quiet,
      money: [{ currency: 'GBP', dueMinor: 8_000, dueInvoices: 1, overdueMinor: 0, overdueInvoices: 0 }],
    });
    expect(tiles.find((tile) => tile.id === 'money')).toMatchObject({
      value: '1',
      details: ['£80.00 due (1 invoice)'],
      attention: false,
    });
  });
});

/**
 * UK accounting records are kept six years after the end of the financial
 * year they belong to (HMRC). The school's year is taken as the UK tax year,
 * 6 April to 5 April, which most tutoring businesses (sole traders and small
 * companies alike) report on; an invoice belongs to the year of its issue
 * (created) instant. So an invoice issued in the year ending 5 April Y is
 * kept until 6 April Y + years, and deleted by the first run after that.
 *
 * 6 April is always in British Summer Time, so the year starts at 23:00 UTC
 * on 5 April.
 */
const yearStartUtc = (year: number) => new Date(`${year}-04-05T23:00:00.000Z`);

/** The instant before which every invoice issued is past its retention at `now`. */
export function invoiceRetentionCutoff(now: Date, years: number): Date {
  const calendarYear = now.getUTCFullYear();
  const currentYearStart = now >= yearStartUtc(calendarYear) ? calendarYear : calendarYear - 1;
  // Invoices of the years starting before (current − years) have ended more than `years` years ago.
  return yearStartUtc(currentYearStart - years);
}

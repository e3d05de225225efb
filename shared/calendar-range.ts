/**
 * The years the product books, bills and lists in. Dates outside them are refused with a 400 rather than
 * reaching date arithmetic and DynamoDB keys built for four-digit years (issue 14: a lesson window in year
 * 9999 answered 500).
 */
export const earliestYear = 2000;
export const latestYear = 2100;

export const calendarRangeMessage = `Dates must be between ${earliestYear} and ${latestYear}`;

/** For ISO-8601 instants (with an offset) and YYYY-MM-DD dates alike: the year read where the date is written. */
export function isWithinCalendarRange(isoDateOrInstant: string): boolean {
  const year = Number(isoDateOrInstant.slice(0, 4));
  return year >= earliestYear && year <= latestYear;
}

/**
 * A failed job's error as the System health page shows it (docs/operations.md#system-health-page):
 * its class and message on one line, cut short, with anything shaped like an
 * email address or a long number (a phone, an account) replaced, so a message
 * that happened to carry a person's data shows none of it.
 */
export const errorSummaryLength = 200;

const emailAddress = /[^\s@'"<>()]+@[^\s@'"<>()]+/g;
const longNumber = /\d{6,}/g;

export function errorSummary(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  const oneLine = text
    .replace(emailAddress, '[address]')
    .replace(longNumber, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  const summary = oneLine || 'Unknown error';
  return summary.length > errorSummaryLength ? `${summary.slice(0, errorSummaryLength - 1)}…` : summary;
}

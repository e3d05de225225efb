let known: string | undefined;

/**
 * The IANA time zone of the viewer's device ('Europe/London'). Read once:
 * each `Intl.DateTimeFormat()` made to ask costs milliseconds (four times
 * more on a phone), and the lesson pages asked on every render (issue 18).
 */
export function viewerTimeZone(): string {
  known ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return known;
}

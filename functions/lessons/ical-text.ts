/**
 * A value as iCalendar TEXT (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks written as
 * `\n`, other control characters dropped. ical-generator escapes what it writes into events, but writes the
 * calendar's NAME and X-WR-CALNAME as given: a name with a line break could start a property of its own.
 */
export function icalText(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is being dropped
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

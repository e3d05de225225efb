import { replaceDisguisingCharacters } from '../../shared/text/disguising-characters';
import { firstStrongIsolate, popDirectionalIsolate } from '../../shared/text/isolated-name';

/*
 * Text from the table (a school's or a person's name) on its way into an
 * email. Names are checked on input (shared/text/disguising-characters.ts),
 * but an email header is where a stray CR/LF does real harm (a second header,
 * a forged recipient), so every header value is made safe here as well, for
 * names stored before that check existed and for whatever a future field
 * allows. Bodies need no such care: React escapes markup in the HTML, and the
 * plain text is only text.
 */

/** One line of plain text: unsafe characters become spaces, runs of spaces one, at most `maxLength` characters. */
export function singleLine(text: string, maxLength = 200): string {
  return firstCharacters(replaceDisguisingCharacters(text), maxLength);
}

const nameIsolates = new RegExp(`([${firstStrongIsolate}${popDirectionalIsolate}])`, 'u');

/**
 * An email's subject: one line as `singleLine` makes it, keeping the isolates
 * `isolatedName` put around the names (shared/text/isolated-name.ts). Only the
 * templates put them there: a name's own are dropped as it is isolated.
 */
export function subjectLine(text: string, maxLength = 250): string {
  const parts = text.split(nameIsolates);
  const safe = parts.map((part) => (nameIsolates.test(part) ? part : replaceDisguisingCharacters(part)));
  return firstCharacters(safe.join(''), maxLength);
}

function firstCharacters(text: string, maxLength: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return [...line].slice(0, maxLength).join('');
}

/** RFC 2047 encoded-word: any Unicode, no character that means something in a header. */
function encodedWord(text: string): string {
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/**
 * `"Bright Minds" <no-reply@school.example>`: a display name that cannot break
 * out of its header. Printable ASCII goes in a quoted string (quotes and
 * backslashes escaped, RFC 5322 §3.2.4); anything else is encoded (RFC 2047),
 * which is also how SES wants non-ASCII names. An empty name leaves the bare address.
 */
export function mailbox(displayName: string, address: string): string {
  const name = singleLine(displayName, 64);
  if (!name) return address;
  const printableAscii = /^[\x20-\x7e]*$/.test(name);
  const phrase = printableAscii ? `"${name.replace(/(["\\])/g, '\\$1')}"` : encodedWord(name);
  return `${phrase} <${address}>`;
}

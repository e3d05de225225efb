import { replaceDisguisingCharacters } from './disguising-characters';

/** FIRST STRONG ISOLATE: what follows takes the direction of its own first letter. */
export const firstStrongIsolate = '\u2068';
/** POP DIRECTIONAL ISOLATE: ends the isolate. */
export const popDirectionalIsolate = '\u2069';

/**
 * A name inside a plain-text sentence (an email's subject or preview line, a
 * bell notification), isolated the way HTML's `<bdi>` isolates it on screens
 * and in email bodies. Without it a name in Arabic script pulls the English
 * beside it into its own order: "Invoice INV-2027-0001 for محمد العلي: £40.00
 * due" shows the colon and amount on the wrong side. The name's own direction
 * and control characters are dropped first, so it can neither close the
 * isolate early nor open another.
 */
export function isolatedName(name: string): string {
  return `${firstStrongIsolate}${replaceDisguisingCharacters(name).trim()}${popDirectionalIsolate}`;
}

/** Names as a list ("Amira, Omar"), each isolated on its own. */
export function isolatedNames(names: readonly string[]): string {
  return names.map(isolatedName).join(', ');
}

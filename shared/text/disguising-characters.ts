/*
 * Characters that hide or reorder what a reader sees (issue 14): a name with a right-to-left override can
 * show "Ada" as someone else, a zero-width space makes two look-alike accounts, a control character can
 * break an email header or a calendar line. People's names, grades, curriculum names, notes and references
 * refuse them; multi-line notes keep their line breaks and tabs.
 *
 * Left allowed on purpose: the left-to-right and right-to-left marks (U+200E, U+200F), which Arabic text
 * typed on a phone may carry and which cannot reorder anything beyond themselves.
 */
const controlCharacters = '\\u0000-\\u001f\\u007f-\\u009f';
const directionOverridesAndIsolates = '\\u202a-\\u202e\\u2066-\\u2069';
const zeroWidthCharacters = '\\u200b-\\u200d\\u2060\\ufeff';

const singleLine = new RegExp(
  `[${controlCharacters}${directionOverridesAndIsolates}${zeroWidthCharacters}]`,
  'u',
);
/** The same set less tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const multiLine = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${directionOverridesAndIsolates}${zeroWidthCharacters}]`,
  'u',
);

export function hasDisguisingCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? multiLine : singleLine).test(text);
}

export function disguisingCharacterMessage(label: string): string {
  return `${label} must not contain control, invisible or direction-changing characters`;
}

const everySingleLine = new RegExp(singleLine.source, 'gu');

/** The text with every character the single-line rule refuses (line breaks included) replaced: for email headers. */
export function replaceDisguisingCharacters(text: string, replacement = ' '): string {
  return text.replace(everySingleLine, replacement);
}

/**
 * Whether a stored text names one of `names`. Activity and notification texts
 * are written from names (no ids), so erasure finds them by the name they
 * were written with, case-insensitively. A name changed since then is not
 * found (the item expires by the retention job); a very short name may take
 * another event with it, which loses nothing anyone is owed.
 */
export function namesAny(texts: readonly unknown[], names: readonly string[]): boolean {
  const wanted = names.map((name) => name.trim().toLowerCase()).filter((name) => name.length > 0);
  return texts.some(
    (text) => typeof text === 'string' && wanted.some((name) => text.toLowerCase().includes(name)),
  );
}

/** What an erased person's name reads as where it stood in someone else's record. */
export interface NameReplacement {
  name: string;
  /** Neutral words, e.g. "a former student". */
  wording: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each of the names, as a whole word in any case and spacing,
 * replaced by its wording: "Paired with zed  Erasable" reads "Paired with a
 * former student". A longer name that only starts with it ("Zed Erasables")
 * is someone else's and stays.
 */
export function withNamesReplaced(text: string, replacements: readonly NameReplacement[]): string {
  return replacements.reduce((current, { name, wording }) => {
    const words = name.trim().split(/\s+/).filter(Boolean).map(escaped);
    if (words.length === 0) return current;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
    return current.replace(pattern, () => wording);
  }, text);
}

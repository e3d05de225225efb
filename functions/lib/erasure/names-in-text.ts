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

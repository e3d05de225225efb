/**
 * Ids are 24 lowercase hex characters (docs/architecture.md#ids): 4 bytes of seconds since the
 * epoch followed by 8 random bytes, so they sort roughly by creation time and
 * cannot be guessed.
 */
export const idPattern = /^[0-9a-f]{24}$/;

export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = new Uint8Array(8);
  globalThis.crypto.getRandomValues(random);
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

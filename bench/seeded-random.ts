/**
 * A small seeded pseudo-random generator (mulberry32) so the generated
 * school is the same on every run and machine: same names, same links, same
 * lesson times, same invoice totals.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    // FNV-1a of the seed text gives the 32-bit starting state.
    let hash = 0x811c9dc5;
    for (let index = 0; index < seed.length; index++) {
      hash ^= seed.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    this.state = hash >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)]!;
  }

  /** A new array in a seeded order (Fisher–Yates). */
  shuffled<T>(values: readonly T[]): T[] {
    const copy = [...values];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** Fills bytes from the sequence: what `crypto.getRandomValues` does, but repeatable. */
  fill<T extends ArrayBufferView>(view: T): T {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(this.next() * 256);
    return view;
  }
}

/**
 * Makes `globalThis.crypto.getRandomValues` draw from a seeded sequence while
 * `action` runs, so the product's own builders that call `newId()` (activity
 * entries, invoice lines) give the same ids on every run. Only for the
 * generator's process: never for anything that serves requests.
 */
export async function withSeededIds<T>(random: SeededRandom, action: () => Promise<T>): Promise<T> {
  const original = Object.getOwnPropertyDescriptor(globalThis.crypto, 'getRandomValues');
  Object.defineProperty(globalThis.crypto, 'getRandomValues', {
    value: <V extends ArrayBufferView>(view: V) => random.fill(view),
    configurable: true,
    writable: true,
  });
  try {
    return await action();
  } finally {
    if (original) Object.defineProperty(globalThis.crypto, 'getRandomValues', original);
    else delete (globalThis.crypto as { getRandomValues?: unknown }).getRandomValues;
  }
}

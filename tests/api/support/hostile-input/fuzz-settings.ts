/**
 * How much the fuzz runs and from which seed. `npm test` runs a bounded,
 * seeded number of cases per route; `npm run fuzz` runs many more
 * (FUZZ_RUNS=300). The same FUZZ_SEED and FUZZ_RUNS give the same requests.
 */

function integerFrom(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`Expected a whole number, got "${text}"`);
  return value;
}

/** Cases per route: two thirds hostile, one third schema-valid. */
export const fuzzRuns = Math.max(2, integerFrom(process.env.FUZZ_RUNS, 15));

/** The base seed; each route and phase derives its own from it, so a new route does not reshuffle the others. */
export const fuzzSeed = integerFrom(process.env.FUZZ_SEED, 20_260_717);

export type FuzzPhase = 'hostile' | 'valid';

export function runsFor(phase: FuzzPhase): number {
  const hostile = Math.ceil((fuzzRuns * 2) / 3);
  return phase === 'hostile' ? hostile : Math.max(1, fuzzRuns - hostile);
}

/** FNV-1a of `phase:routeId`, mixed into the base seed. */
export function seedFor(routeId: string, phase: FuzzPhase): number {
  let hash = 0x811c9dc5;
  for (const character of `${phase}:${routeId}`) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ fuzzSeed) | 0;
}

/** Enough time for the cases of one route, however many FUZZ_RUNS asks for. */
export const routeTimeoutMs = (phase: FuzzPhase) => 30_000 + runsFor(phase) * 3_000;

export const reproduceHint = (routeId: string) =>
  `Reproduce: FUZZ_SEED=${fuzzSeed} FUZZ_RUNS=${fuzzRuns} npx vitest run tests/api/hostile-input.test.ts -t "${routeId}"`;

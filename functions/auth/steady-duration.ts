import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `minimumMs` after it began, so a
 * request whose work differs with a secret (whether an email has an
 * account) takes the same time either way. An error answers at once: the
 * errors these routes can give (a 429, a 503) do not depend on the secret.
 */
export async function withSteadyDuration<Result>(
  minimumMs: number,
  work: () => Promise<Result>,
): Promise<Result> {
  const floor = sleep(minimumMs);
  const result = await work();
  await floor;
  return result;
}

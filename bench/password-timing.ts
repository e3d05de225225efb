import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../functions/shared-domains/accounts/password-hashing';

export interface PasswordTiming {
  /** As configured in functions/shared-domains/accounts/password-hashing.ts (read from a hash it made). */
  parameters: string;
  hashMedianMs: number;
  verifyMedianMs: number;
  /** Verifications a second with libuv's threadpool busy (4 threads by default), on this machine's cores. */
  parallelVerifiesPerSecond: number;
  cores: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** scrypt as the app configures it: one hash, one verify (median of 5 each), then 8 verifies at once. */
export async function measurePasswordHashing(): Promise<PasswordTiming> {
  const stored = await hashPassword('bench password');
  const [scheme, n, r, p] = stored.split('$');
  const hashes: number[] = [];
  const verifies: number[] = [];
  for (let run = 0; run < 5; run++) {
    hashes.push(await timed(() => hashPassword('bench password')));
    verifies.push(await timed(() => verifyPassword('bench password', stored)));
  }
  const parallel = 8;
  const together = await timed(() =>
    Promise.all(Array.from({ length: parallel }, () => verifyPassword('bench password', stored))),
  );
  return {
    parameters: `${scheme} N=${n} r=${r} p=${p}`,
    hashMedianMs: median(hashes),
    verifyMedianMs: median(verifies),
    parallelVerifiesPerSecond: Math.round((parallel / together) * 1000 * 10) / 10,
    cores: availableParallelism(),
  };
}

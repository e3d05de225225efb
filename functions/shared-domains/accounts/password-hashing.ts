import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { environmentVariableNames } from '../../platform/runtime-config';

/**
 * OWASP's scrypt cost (docs/architecture.md#authentication): N=2^17, r=8, p=1 needs 128 MiB,
 * above Node's 32 MiB default limit.
 */
const productionCostLog2 = 17;
const maxmem = 256 * 1024 * 1024;

/**
 * The cost of new hashes: 2^17 unless a test run asks for less (see
 * runtime-config). Only lower values in a narrow range are taken, so a
 * stray setting can neither weaken a hash below 2^12 nor exhaust memory.
 */
function hashingCost(): ScryptOptions & { N: number; r: number; p: number } {
  const requested = Number(process.env[environmentVariableNames.passwordHashCostLog2]);
  const log2 =
    Number.isInteger(requested) && requested >= 12 && requested < productionCostLog2
      ? requested
      : productionCostLog2;
  return { N: 2 ** log2, r: 8, p: 1, maxmem };
}
const keyLength = 64;
const saltLength = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const cost = hashingCost();
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Stored costs outside these bounds are corrupt, not a reason to allocate gigabytes. */
function storedCost(
  n: string | undefined,
  r: string | undefined,
  p: string | undefined,
): ScryptOptions | undefined {
  const [cpu, block, parallel] = [Number(n), Number(r), Number(p)];
  const powerOfTwo = Number.isInteger(cpu) && cpu >= 2 ** 10 && cpu <= 2 ** 20 && (cpu & (cpu - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(block) || block < 1 || block > 32) return undefined;
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > 16) return undefined;
  return { N: cpu, r: block, p: parallel, maxmem };
}

/** False for a wrong password and for a stored value that is not a hash we wrote: never a thrown error. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const options = storedCost(n, r, p);
  if (scheme !== 'scrypt' || !salt || !hash || !options) return false;
  const expected = Buffer.from(hash, 'base64');
  try {
    const key = await derive(password, Buffer.from(salt, 'base64'), options);
    return key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

let decoy: { costN: number; hash: Promise<string> } | undefined;

/**
 * A hash to check unknown emails against, so a failed login costs the same
 * time whether or not the account exists: made at the cost new hashes get,
 * again if that cost changes (a test file that asks for the real cost runs
 * in the same process after one that did not).
 */
export function passwordDecoyHash(): Promise<string> {
  const costN = hashingCost().N;
  if (decoy?.costN !== costN) decoy = { costN, hash: hashPassword(randomBytes(16).toString('hex')) };
  return decoy.hash;
}

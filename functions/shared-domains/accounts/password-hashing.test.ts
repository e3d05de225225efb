import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { environmentVariableNames } from '../../platform/runtime-config';
import { hashPassword, verifyPassword } from './password-hashing';

// scrypt at N=2^17 takes about half a second per call: this file makes six such calls in all.
const slow = 20_000;
const password = 'correct horse battery staple';

describe('hashPassword and verifyPassword', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
  }, slow);

  it('stores scrypt$131072$8$1$<salt>$<hash> with a 16-byte salt and a 64-byte key', () => {
    const parts = first.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    const [, , , , salt = '', hash = ''] = parts;
    expect(salt).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(hash).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(64);
    expect(first).not.toContain(password);
  });

  it('salts each hash, so the same password hashes differently', () => {
    expect(second).not.toBe(first);
    expect(second.split('$')[4]).not.toBe(first.split('$')[4]);
    expect(second.split('$')[5]).not.toBe(first.split('$')[5]);
  });

  it(
    'accepts the right password and refuses a wrong one',
    async () => {
      const [right, wrong] = await Promise.all([
        verifyPassword(password, second),
        verifyPassword('correct horse battery stapler', first),
      ]);
      expect(right).toBe(true);
      expect(wrong).toBe(false);
    },
    slow,
  );

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$x'],
    ['too few parts', 'scrypt$1$2'],
    ['no salt or hash', 'scrypt$131072$8$1$$'],
    ['a bcrypt hash', '$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234'],
    ['costs that are not numbers', 'scrypt$x$y$z$c2FsdA==$aGFzaA=='],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA==$aGFzaA=='],
    ['a tiny cost scrypt refuses', 'scrypt$1$2$3$c2FsdA==$aGFzaA=='],
    ['a cost needing gigabytes', 'scrypt$4194304$8$1$c2FsdA==$aGFzaA=='],
  ])('refuses a malformed stored value (%s)', async (_case, stored) => {
    await expect(verifyPassword(password, stored)).resolves.toBe(false);
  });

  it(
    'refuses a hash of the wrong length without comparing',
    async () => {
      const [scheme, n, r, p, salt] = first.split('$');
      const short = [scheme, n, r, p, salt, Buffer.alloc(32).toString('base64')].join('$');
      // Deriving still runs (so the time does not reveal the length), hence the timeout.
      await expect(verifyPassword(password, short)).resolves.toBe(false);
    },
    slow,
  );

  it(
    'normalises to NFKC, so the ﬁ ligature (U+FB01) matches "fi"',
    async () => {
      const ligature = '\uFB01sh and chips';
      expect(ligature).not.toBe('fish and chips');
      const stored = await hashPassword(ligature);
      await expect(verifyPassword('fish and chips', stored)).resolves.toBe(true);
    },
    slow,
  );
});

describe('the test-run hashing cost (PASSWORD_HASH_COST_LOG2)', () => {
  const variable = environmentVariableNames.passwordHashCostLog2;
  afterEach(() => {
    delete process.env[variable];
  });

  const storedN = async () => (await hashPassword(password)).split('$')[1];

  it('lowers the cost of new hashes to the asked power of two, and they still verify', async () => {
    process.env[variable] = '12';
    const stored = await hashPassword(password);
    expect(stored.split('$')[1]).toBe('4096');
    await expect(verifyPassword(password, stored)).resolves.toBe(true);
    await expect(verifyPassword('not it', stored)).resolves.toBe(false);
  });

  it.each(['11', '17', '18', '12.5', 'low', ''])(
    'keeps the design cost 2^17 for %j',
    async (value) => {
      process.env[variable] = value;
      expect(await storedN()).toBe('131072');
    },
    slow,
  );
});

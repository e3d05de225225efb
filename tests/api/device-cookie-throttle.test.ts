import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool } from './support/accounts';
import { request, type ApiAnswer } from './support/http';
import { createPerson, uniqueEmail, type Person } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';
import { clearOfThrottleWindowEnd, countingTestTimeout } from './support/throttle-window';

/**
 * Strangers guessing an account's password from many addresses fill its
 * email's count; a browser where the account signed in before carries a
 * device cookie and is counted on its own (functions/auth/device-cookie.ts),
 * so the owner still gets in there. Loopback addresses are different
 * clients to the runtime; each test uses accounts and addresses of its own.
 */
const runtime = useTestRuntime();
const password = 'copper-kettle-31';
/** Failed tries one email gets from one client, and one device cookie, in a window. */
const triesPerDevice = 8;
/** Reset requests one email, and one device cookie, gets in a window (functions/auth/link-request-throttle.ts). */
const requestsPerEmail = 5;
const tooManyForEmail =
  'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.';
const tooManyInBrowser =
  'Too many failed sign-in attempts in this browser. Please wait a few minutes and try again.';

let staffToken = '';
beforeAll(async () => {
  staffToken = (await setUpSchool(runtime.api)).token;
});

const freshFamily = (name: string) =>
  createPerson(runtime.api, staffToken, { name, email: uniqueEmail('device'), password, role: 'user' });

const signIn = (from: string, email: string, secret: string, cookie?: string) =>
  request(runtime.api, 'POST', '/auth/login', {
    body: { email, password: secret },
    from,
    ...(cookie ? { cookie } : {}),
  });

/** `known_device=value` from a sign-in's Set-Cookie list, ready to send back as a Cookie header. */
function deviceCookieFrom(answer: ApiAnswer): string {
  const cookie = answer.setCookies.find((value) => value.startsWith('known_device='));
  if (!cookie)
    throw new Error(`No device cookie in answer ${answer.status}: ${answer.setCookies.join(' | ')}`);
  return cookie.split(';')[0]!;
}

/** Signs the person in from `from` and keeps the browser's device cookie. */
async function knownBrowser(person: Person, from: string): Promise<string> {
  const answer = await signIn(from, person.email, person.password);
  expect(answer.status, answer.text).toBe(200);
  return deviceCookieFrom(answer);
}

/** Strangers on four addresses, eight wrong guesses each: more than the email's count from anywhere allows. */
async function guessFromFourAddresses(email: string, addresses: readonly string[]): Promise<void> {
  expect(addresses).toHaveLength(4);
  for (const address of addresses) {
    const answers = await Promise.all(
      Array.from({ length: triesPerDevice }, (_, index) => signIn(address, email, `stranger guess ${index}`)),
    );
    for (const answer of answers) expect([401, 429]).toContain(answer.status);
  }
}

describe('sign-in from a browser the account signed in from before', () => {
  it(
    'lets the owner in from their own browser after strangers on four addresses failed eight times each',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const owner = await freshFamily('Family Mbeki');
      const ownAddress = '127.0.1.1';
      const first = await signIn(ownAddress, owner.email, password);
      expect(first.status).toBe(200);
      const setCookie = first.setCookies.find((value) => value.startsWith('known_device='))!;
      expect(setCookie).toBeDefined();
      const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/auth']));
      expect(Number(/max-age=(\d+)/.exec(setCookie.toLowerCase())?.[1])).toBeGreaterThanOrEqual(
        365 * 24 * 60 * 60,
      );
      // Secure exactly when the session's own cookie is.
      const refreshCookie = first.setCookies.find((value) => value.startsWith('refresh_token='))!;
      expect(attributes.includes('secure')).toBe(/;\s*secure/i.test(refreshCookie));
      const device = deviceCookieFrom(first);

      await guessFromFourAddresses(owner.email, ['127.0.1.2', '127.0.1.3', '127.0.1.4', '127.0.1.5']);

      // A browser the account never signed in from is refused, as before: the email's count is full…
      const unknownBrowser = await signIn('127.0.1.6', owner.email, password);
      expect(unknownBrowser.status).toBe(429);
      expect(unknownBrowser.body.message).toBe(tooManyForEmail);
      // …the owner's own browser is not, from the same address or another.
      const fromOwnBrowser = await signIn(ownAddress, owner.email, password, device);
      expect(fromOwnBrowser.status, fromOwnBrowser.text).toBe(200);
      const elsewhere = await signIn('127.0.1.7', owner.email, password, deviceCookieFrom(fromOwnBrowser));
      expect(elsewhere.status, elsewhere.text).toBe(200);
    },
  );

  it(
    "gives a forged, edited or another account's device cookie no privilege",
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const owner = await freshFamily('Family Haddad');
      const neighbour = await freshFamily('Family Lindqvist');
      const first = await signIn('127.0.2.1', owner.email, password);
      expect(first.status).toBe(200);
      const ownerId = first.body.data.user._id as string;
      const ownDevice = deviceCookieFrom(first);
      const neighbourDevice = await knownBrowser(neighbour, '127.0.2.1');

      await guessFromFourAddresses(owner.email, ['127.0.2.2', '127.0.2.3', '127.0.2.4', '127.0.2.5']);

      const [, nonce, signature] = ownDevice.slice('known_device='.length).split('.');
      const forged = `known_device=${ownerId}.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
      const edited = `known_device=${ownerId}.${randomBytes(16).toString('base64url')}.${signature}`;
      const neighbourId = neighbourDevice.slice('known_device='.length).split('.')[0]!;
      const renamed = `known_device=${neighbourId}.${nonce}.${signature}`;
      for (const cookie of [forged, edited, renamed, neighbourDevice, 'known_device=garbage']) {
        const answer = await signIn('127.0.2.6', owner.email, password, cookie);
        expect(answer.status, cookie).toBe(429);
        expect(answer.body.message).toBe(tooManyForEmail);
      }
      // The owner's own cookie still works, and the neighbour's still works for the neighbour.
      expect((await signIn('127.0.2.6', owner.email, password, ownDevice)).status).toBe(200);
      expect((await signIn('127.0.2.6', neighbour.email, password, neighbourDevice)).status).toBe(200);
    },
  );

  it(
    'locks a browser out after its own failures, and only that browser',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const owner = await freshFamily('Family Okafor');
      const address = '127.0.3.1';
      const laptop = await knownBrowser(owner, address);
      const phone = await knownBrowser(owner, address);

      // Parallel guesses in the laptop get no more tries than slow ones.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          signIn(address, owner.email, `laptop guess ${index}`, laptop),
        ),
      );
      const tried = answers.filter((answer) => answer.status === 401);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(tried.length).toBeGreaterThan(0);
      expect(tried.length).toBeLessThanOrEqual(triesPerDevice);
      expect(refused).toHaveLength(20 - tried.length);
      for (const answer of refused) {
        expect(answer.body.message).toBe(tooManyInBrowser);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      }
      // Even the right password is not tried in the laptop now…
      expect((await signIn(address, owner.email, password, laptop)).status).toBe(429);
      // …but the phone on the same address, and a browser without a cookie, still sign in.
      expect((await signIn(address, owner.email, password, phone)).status).toBe(200);
      expect((await signIn('127.0.3.2', owner.email, password)).status).toBe(200);
    },
  );
});

describe('password reset requests from a browser the account signed in from before', () => {
  const requestReset = (from: string, email: string, cookie?: string) =>
    request(runtime.api, 'POST', '/auth/forgot-password', {
      body: { email },
      from,
      ...(cookie ? { cookie } : {}),
    });

  it(
    "are not refused because of strangers' requests for the email, and are limited on their own",
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const owner = await freshFamily('Family Castillo');
      const device = await knownBrowser(owner, '127.0.4.1');
      const neighbour = await freshFamily('Family Novak');
      const neighbourDevice = await knownBrowser(neighbour, '127.0.4.1');
      for (let index = 0; index < requestsPerEmail; index++)
        expect((await requestReset(`127.0.4.${10 + index}`, owner.email)).status).toBe(200);
      expect((await requestReset('127.0.4.20', owner.email)).status).toBe(429);
      expect((await requestReset('127.0.4.20', owner.email, neighbourDevice)).status).toBe(429);

      const fromOwnBrowser: number[] = [];
      for (let index = 0; index < requestsPerEmail + 1; index++)
        fromOwnBrowser.push((await requestReset('127.0.4.1', owner.email, device)).status);
      expect(fromOwnBrowser).toEqual([...Array.from({ length: requestsPerEmail }, () => 200), 429]);
    },
  );
});

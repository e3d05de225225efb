import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool } from './support/accounts';
import { request, type ApiAnswer } from './support/http';
import { useTestRuntime } from './support/test-runtime';
import { clearOfThrottleWindowEnd, countingTestTimeout } from './support/throttle-window';

/**
 * The sign-in throttle seen from outside: requests from different loopback
 * addresses are different clients to the runtime, as different viewer
 * addresses are behind CloudFront. Each test uses addresses of its own.
 */
const runtime = useTestRuntime();
const owner = { name: 'Family Osei', email: 'osei@family.example', password: 'sunflower-meadow-42' };
/** Tries one email and one client get in a window (functions/auth/login-throttle.ts). */
const triesPerEmailAndClient = 8;
/** Failed tries one client gets across all emails in a window. */
const triesPerClient = 30;
const tooManyForEmail =
  'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.';
const tooManyFromClient =
  'Too many failed sign-in attempts from this device. Please wait a few minutes and try again.';

let staffToken = '';
/** A family account that signs in at once (a registration would wait for its email to be confirmed). */
async function addFamily(family: { name: string; email: string; password: string }) {
  const answer = await request(runtime.api, 'POST', '/users', {
    token: staffToken,
    body: { ...family, role: 'user' },
  });
  expect(answer.status).toBe(201);
}

beforeAll(async () => {
  staffToken = (await setUpSchool(runtime.api)).token;
  await addFamily(owner);
});

const signIn = (from: string, email: string, password: string) =>
  request(runtime.api, 'POST', '/auth/login', { body: { email, password }, from });

const withStatus = (answers: ApiAnswer[], status: number) =>
  answers.filter((answer) => answer.status === status);

describe('sign-in throttle', () => {
  it(
    'tries at most the allowed number of 30 parallel wrong passwords, and the owner still signs in from elsewhere',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const attacker = '127.0.0.2';
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => signIn(attacker, owner.email, `wrong guess ${index}`)),
      );
      const tried = withStatus(answers, 401);
      const refused = withStatus(answers, 429);
      expect(tried.length).toBeGreaterThan(0);
      expect(tried.length).toBeLessThanOrEqual(triesPerEmailAndClient);
      expect(tried.length + refused.length).toBe(30);
      for (const answer of tried) expect(answer.body.message).toBe('Invalid email or password');
      for (const answer of refused) {
        expect(answer.body.message).toBe(tooManyForEmail);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      }
      // Even the right password is not tried from the attacker's client now…
      expect((await signIn(attacker, owner.email, owner.password)).status).toBe(429);
      // …but the owner, from their own device, is not locked out.
      const fromOwner = await signIn('127.0.0.3', owner.email, owner.password);
      expect(fromOwner.status, fromOwner.text).toBe(200);
    },
  );

  it('never counts successful sign-ins against an account: one family signs in 35 times in a row from one device', async () => {
    const family = {
      name: 'Family Adeyemi',
      email: 'adeyemi@family.example',
      password: 'lantern-harbour-17',
    };
    await addFamily(family);
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++)
      statuses.push((await signIn('127.0.0.7', family.email, family.password)).status);
    expect(statuses).toEqual(Array.from({ length: 35 }, () => 200));
  });

  it(
    'limits one client across many emails, and only that client',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const sprayer = '127.0.0.4';
      const emails = Array.from({ length: triesPerClient }, (_, index) => `spray-${index}@nowhere.example`);
      const answers = await Promise.all(emails.map((email) => signIn(sprayer, email, 'Winter2026!')));
      expect(withStatus(answers, 401)).toHaveLength(triesPerClient);
      const next = await signIn(sprayer, 'one-more@nowhere.example', 'Winter2026!');
      expect(next.status).toBe(429);
      expect(next.body.message).toBe(tooManyFromClient);
      // The emails it tried are not locked for anyone else.
      expect((await signIn('127.0.0.5', emails[0]!, 'Winter2026!')).status).toBe(401);
    },
  );
});

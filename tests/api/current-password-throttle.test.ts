import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, signIn, type SignedIn } from './support/accounts';
import { request, type ApiAnswer } from './support/http';
import { createPerson, uniqueEmail, type Person } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';
import { clearOfThrottleWindowEnd, countingTestTimeout } from './support/throttle-window';

/**
 * Changing one's own email or password asks for the current password: with a
 * borrowed session or a stolen access token, that check is a password oracle
 * unless it is counted like a sign-in (functions/auth/login-throttle.ts).
 */
const runtime = useTestRuntime();
let head: SignedIn;

beforeAll(async () => {
  head = await setUpSchool(runtime.api);
});

const password = 'first-secret-9';
/** Wrong current passwords an account gets in any ten minutes: what one client gets for one email at sign-in. */
const triesPerAccount = 8;
const tooMany = 'Too many wrong current passwords. Please wait a few minutes and try again.';

const freshFamily = () =>
  createPerson(runtime.api, head.token, {
    name: 'Throttled Family',
    email: uniqueEmail('current-password'),
    password,
    role: 'user',
  });

const changeEmail = (person: Person, session: SignedIn, currentPassword: string) =>
  request(runtime.api, 'PUT', `/users/${person.id}`, {
    token: session.token,
    body: { name: person.name, email: uniqueEmail('moved'), currentPassword },
  });

const statusesOf = (answers: ApiAnswer[]) => answers.map((answer) => answer.status);

describe('checks of the current password', () => {
  it(
    'answers 429 with Retry-After after the allowed wrong guesses, without checking even the right one',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const family = await freshFamily();
      const session = await signIn(runtime.api, family.email, password);
      const answers: ApiAnswer[] = [];
      for (let index = 0; index < 40; index++)
        answers.push(await changeEmail(family, session, `wrong guess ${index}`));
      expect(statusesOf(answers)).toEqual([
        ...Array.from({ length: triesPerAccount }, () => 403),
        ...Array.from({ length: 40 - triesPerAccount }, () => 429),
      ]);
      for (const answer of answers.slice(triesPerAccount)) {
        expect(answer.body.message).toBe(tooMany);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      }
      const right = await changeEmail(family, session, password);
      expect(right.status).toBe(429);
      expect(right.body.message).toBe(tooMany);
      // Nothing changed: the account still signs in with its email.
      await signIn(runtime.api, family.email, password);
    },
  );

  it('counts parallel guesses as slow ones', { timeout: countingTestTimeout }, async () => {
    await clearOfThrottleWindowEnd();
    const family = await freshFamily();
    const session = await signIn(runtime.api, family.email, password);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => changeEmail(family, session, `parallel guess ${index}`)),
    );
    const tried = answers.filter((answer) => answer.status === 403);
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.length).toBeLessThanOrEqual(triesPerAccount);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - tried.length);
  });

  it(
    'forgets the wrong guesses once the current password is right',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const family = await freshFamily();
      const session = await signIn(runtime.api, family.email, password);
      for (let index = 0; index < triesPerAccount - 1; index++)
        expect((await changeEmail(family, session, `typo ${index}`)).status).toBe(403);
      const right = await changeEmail(family, session, password);
      expect(right.status, right.text).toBe(200);
      const moved = { ...family, email: right.body.data.email as string };
      const again: number[] = [];
      for (let index = 0; index < triesPerAccount + 1; index++)
        again.push((await changeEmail(moved, session, `later typo ${index}`)).status);
      expect(again).toEqual([...Array.from({ length: triesPerAccount }, () => 403), 429]);
    },
  );
});

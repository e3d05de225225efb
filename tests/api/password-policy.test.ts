import { describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from './support/accounts';
import { request, refreshCookieFrom, type ApiAnswer } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/**
 * Every place a password is set refuses a short one, a common one and the
 * account's own email or name, saying why, and changes nothing.
 */
const runtime = useTestRuntime();
const head = {
  name: 'Margaret Hamilton',
  email: 'margaret.hamilton@school.example',
  password: 'lunar-module-1969',
  schoolName: 'Apollo Tutors',
};
const family = { name: 'Priya Shah', email: 'priya.shah@family.example', password: 'marigold-terrace-9' };
/** Registers on the site: it signs in only once its emailed link is opened (account-emails.test.ts). */
const registrant = { ...family, email: 'priya.registers@family.example' };

/** Bad passwords for `account`, each with the reason the API gives. */
function badPasswordsFor(account: { name: string; email: string }, shortMessage: string): [string, string][] {
  return [
    ['Ab3-xyz', shortMessage],
    ['  Sunshine  ', 'This password is too common. Please choose another'],
    ['iloveyou', 'This password is too common. Please choose another'],
    [account.email.toUpperCase(), 'Password must not be your email or name'],
    [account.email.split('@')[0]!, 'Password must not be your email or name'],
    [account.name.toLowerCase(), 'Password must not be your email or name'],
  ];
}

async function expectRefused(send: (password: string) => Promise<ApiAnswer>, cases: [string, string][]) {
  for (const [password, message] of cases) {
    const answer = await send(password);
    expect(answer.status, password).toBe(400);
    expect(answer.body.errors, password).toEqual({ password: message });
  }
}

describe('password policy over HTTP', () => {
  let staff: SignedIn;

  it('refuses weak passwords at setup and creates nothing', async () => {
    await expectRefused(
      (password) => request(runtime.api, 'POST', '/auth/setup', { body: { ...head, password } }),
      badPasswordsFor(head, 'Password must be at least 8 characters long'),
    );
    expect((await request(runtime.api, 'GET', '/auth/setup-status')).body.data.setupRequired).toBe(true);
    const setup = await request(runtime.api, 'POST', '/auth/setup', { body: head });
    expect(setup.status).toBe(201);
    staff = {
      token: setup.body.data.token,
      cookie: refreshCookieFrom(setup),
      userId: setup.body.data.user._id,
    };
  });

  it('refuses weak passwords at registration', async () => {
    await expectRefused(
      (password) => request(runtime.api, 'POST', '/auth/register', { body: { ...registrant, password } }),
      badPasswordsFor(registrant, 'Password must be at least 8 characters long'),
    );
    expect((await request(runtime.api, 'POST', '/auth/register', { body: registrant })).status).toBe(201);
  });

  it('refuses weak passwords when staff add or edit an account, and when one changes its own', async () => {
    const teacher = { name: 'Tomas Reyes', email: 'tomas.reyes@school.example', role: 'teacher' };
    await expectRefused(
      (password) =>
        request(runtime.api, 'POST', '/users', { token: staff.token, body: { ...teacher, password } }),
      badPasswordsFor(teacher, 'Password must be at least 8 characters'),
    );
    const added = await request(runtime.api, 'POST', '/users', {
      token: staff.token,
      body: { ...family, role: 'user' },
    });
    expect(added.status).toBe(201);
    const signedInFamily = await signIn(runtime.api, family.email, family.password);
    const details = { name: family.name, email: family.email };
    const editors = [staff, signedInFamily];
    for (const editor of editors) {
      await expectRefused(
        (password) =>
          request(runtime.api, 'PUT', `/users/${signedInFamily.userId}`, {
            token: editor.token,
            body: { ...details, password },
          }),
        badPasswordsFor(family, 'Password must be at least 8 characters'),
      );
    }
    // The name the account has now counts too, when the same edit renames it.
    const renamed = await request(runtime.api, 'PUT', `/users/${signedInFamily.userId}`, {
      token: staff.token,
      body: { name: 'Priya Patel', email: family.email, password: family.name },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ password: 'Password must not be your email or name' });
    // Nothing changed: the original password still signs in.
    await signIn(runtime.api, family.email, family.password);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();

let staffToken = '';
beforeAll(async () => {
  staffToken = (await setUpSchool(runtime.api)).token;
});

const registered = 'Thank you! Check your email: we have sent you a link to finish creating your account.';

/** The accounts with this email, as the staff list shows them. */
async function accountsWith(email: string) {
  const list = await request(runtime.api, 'GET', '/users', { token: staffToken });
  return (list.body.data as { email: string; role: string; status?: string }[]).filter(
    (user) => user.email.toLowerCase() === email,
  );
}

/*
 * What the mailboxes receive (a verification link, or "you already have an
 * account") and the sign-in after verification: account-emails.test.ts.
 */
describe('family registration', () => {
  it('creates an unverified user account whatever role is sent, and signs nobody in', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: {
        name: '  Sara Ahmed ',
        email: 'sara@family.example',
        password: 'family-pass',
        role: 'super_admin',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: registered, data: {} });
    expect(answer.setCookies).toEqual([]);
    expect(await accountsWith('sara@family.example')).toMatchObject([
      { name: 'Sara Ahmed', role: 'user', status: 'unverified' },
    ]);
    const early = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: 'sara@family.example', password: 'family-pass' },
    });
    expect(early.status).toBe(403);
  });

  it('answers an email already in use, in any letter case, as a new one; an unconfirmed registration is replaced, never doubled', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: { name: 'Second Try', email: 'SARA@Family.Example', password: 'another-pass' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(registered);
    // Nobody confirmed the first: the newer registration stands (account-takeover.test.ts has why).
    expect(await accountsWith('sara@family.example')).toMatchObject([
      { name: 'Second Try', role: 'user', status: 'unverified' },
    ]);
  });

  it('creates one account when registrations with one email race', async () => {
    const attempts = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        request(runtime.api, 'POST', '/auth/register', {
          body: { name: `Racer ${n}`, email: 'race@family.example', password: `password-${n}` },
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([201, 201, 201, 201]);
    expect(await accountsWith('race@family.example')).toHaveLength(1);
  });

  it('validates every field with its own message', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: { name: ' ', email: 'not-an-email', password: '123' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { setUpSchool, signIn, type SignedIn } from './support/accounts';
import { request, type ApiAnswer } from './support/http';
import { createPerson, uniqueEmail, type Person } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

/**
 * Issue 14: authority that changes at once, and sessions the account owner
 * controls. Every check is made over HTTP with tokens issued before the change.
 */
const runtime = useTestRuntime();
let head: SignedIn;

beforeAll(async () => {
  head = await setUpSchool(runtime.api);
});

const password = 'first-secret-9';

async function freshAccount(role: Role): Promise<Person> {
  return createPerson(runtime.api, head.token, {
    name: `Session ${role}`,
    email: uniqueEmail(`session-${role}`),
    password,
    role,
  });
}

const me = (token: string) => request(runtime.api, 'GET', '/auth/me', { token });
const refresh = (cookie: string) => request(runtime.api, 'POST', '/auth/refresh-token', { cookie });
const editOwnAccount = (person: Person, session: SignedIn, body: Record<string, unknown>) =>
  request(runtime.api, 'PUT', `/users/${person.id}`, {
    token: session.token,
    body: { name: person.name, email: person.email, ...body },
  });

function expectEnded(answer: ApiAnswer): void {
  expect(answer.status, answer.text).toBe(401);
}

describe('authority that changes at once', () => {
  it("refuses a demoted admin's earlier token on reads and writes; a refresh gives it the new role", async () => {
    const deputy = await freshAccount('admin');
    const session = await signIn(runtime.api, deputy.email, deputy.password);
    expect((await request(runtime.api, 'GET', '/users', { token: session.token })).status).toBe(200);

    const demotion = await request(runtime.api, 'PUT', `/users/${deputy.id}`, {
      token: head.token,
      body: { name: deputy.name, email: deputy.email, role: 'teacher' },
    });
    expect(demotion.status).toBe(200);

    const read = await request(runtime.api, 'GET', '/users', { token: session.token });
    expectEnded(read);
    expect(read.body.message).toBe('Your account has changed. Please log in again.');
    expectEnded(await request(runtime.api, 'GET', '/subjects', { token: session.token }));
    expectEnded(
      await request(runtime.api, 'POST', '/subjects', { token: session.token, body: { name: 'Demoted' } }),
    );

    const renewed = await refresh(session.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.user.role).toBe('teacher');
    const asTeacher = renewed.body.data.token as string;
    expect((await request(runtime.api, 'GET', '/users', { token: asTeacher })).status).toBe(403);
    expect((await request(runtime.api, 'GET', '/subjects', { token: asTeacher })).status).toBe(200);
  });

  it("refuses a deleted account's token and refresh cookie; the deleted account never changes anything", async () => {
    const leaving = await freshAccount('admin');
    const session = await signIn(runtime.api, leaving.email, leaving.password);
    expect((await request(runtime.api, 'DELETE', `/users/${leaving.id}`, { token: head.token })).status).toBe(
      200,
    );
    for (const answer of [
      await me(session.token),
      await request(runtime.api, 'GET', '/students', { token: session.token }),
      await request(runtime.api, 'POST', '/subjects', { token: session.token, body: { name: 'Ghost' } }),
    ]) {
      expectEnded(answer);
      expect(answer.body.message).toBe('Your account no longer exists. Please log in again.');
    }
    expectEnded(await refresh(session.cookie));
    const subjects = await request(runtime.api, 'GET', '/subjects', { token: head.token });
    expect(JSON.stringify(subjects.body.data)).not.toContain('Ghost');
  });
});

describe('logout', () => {
  it("ends the access token it was sent with; the account's other sign-ins carry on", async () => {
    const family = await freshAccount('user');
    const laptop = await signIn(runtime.api, family.email, family.password);
    const phone = await signIn(runtime.api, family.email, family.password);
    expect((await me(laptop.token)).status).toBe(200);

    // As the web app sends it: the refresh cookie and the access token.
    const logout = await request(runtime.api, 'POST', '/auth/logout', {
      token: laptop.token,
      cookie: laptop.cookie,
    });
    expect(logout.status).toBe(200);
    const ended = await me(laptop.token);
    expectEnded(ended);
    expect(ended.body.message).toBe('Your session has ended. Please log in again.');
    expectEnded(await refresh(laptop.cookie));

    expect((await me(phone.token)).status).toBe(200);
    expect((await refresh(phone.cookie)).status).toBe(200);
  });

  it('ends the session of the refresh cookie alone, or of the access token alone', async () => {
    const family = await freshAccount('parent');
    const byCookie = await signIn(runtime.api, family.email, family.password);
    const byToken = await signIn(runtime.api, family.email, family.password);
    expect((await request(runtime.api, 'POST', '/auth/logout', { cookie: byCookie.cookie })).status).toBe(
      200,
    );
    expect((await request(runtime.api, 'POST', '/auth/logout', { token: byToken.token })).status).toBe(200);
    expectEnded(await me(byCookie.token));
    expectEnded(await me(byToken.token));
    expectEnded(await refresh(byToken.cookie));
  });
});

describe('changing one’s own email or password', () => {
  it('asks for the current password, refuses a wrong one, and changes nothing until it is right', async () => {
    const family = await freshAccount('user');
    const session = await signIn(runtime.api, family.email, family.password);

    const missing = await editOwnAccount(family, session, { password: 'second-secret-9' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.currentPassword).toBe(
      'Please enter your current password to change your email or password.',
    );
    const wrong = await editOwnAccount(family, session, {
      password: 'second-secret-9',
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Your current password is not correct.');
    const newEmail = uniqueEmail('moved');
    const emailWithoutPassword = await editOwnAccount(family, session, { email: newEmail });
    expect(emailWithoutPassword.status).toBe(400);
    // Nothing changed: the old password and email still sign in.
    await signIn(runtime.api, family.email, password);

    const email = await editOwnAccount(family, session, { email: newEmail, currentPassword: password });
    expect(email.status).toBe(200);
    // Asked for: the new address takes effect once confirmed from there (account-takeover.test.ts).
    expect(email.body.data).toMatchObject({ email: family.email, pendingEmail: newEmail });
    // Asking ends no session.
    expect((await me(session.token)).status).toBe(200);
    // Renaming oneself needs no password.
    const rename = await editOwnAccount(family, session, { name: 'Renamed Family' });
    expect(rename.status).toBe(200);
  });

  it('ends every other session on a new password; the session that changed it stays signed in', async () => {
    const family = await freshAccount('user');
    const here = await signIn(runtime.api, family.email, family.password);
    const elsewhere = await signIn(runtime.api, family.email, family.password);

    const change = await editOwnAccount(family, here, {
      password: 'second-secret-9',
      currentPassword: password,
    });
    expect(change.status).toBe(200);

    expectEnded(await me(elsewhere.token));
    expectEnded(await refresh(elsewhere.cookie));
    // This session's access token is replaced by a refresh, as the web app does after the 401.
    expectEnded(await me(here.token));
    const renewed = await refresh(here.cookie);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.data.token)).status).toBe(200);

    const oldPassword = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: family.email, password },
    });
    expect(oldPassword.status).toBe(401);
    await signIn(runtime.api, family.email, 'second-secret-9');
  });

  it("lets staff set another account's password without one, ending that account's sessions", async () => {
    const teacher = await freshAccount('teacher');
    const session = await signIn(runtime.api, teacher.email, teacher.password);
    const reset = await request(runtime.api, 'PUT', `/users/${teacher.id}`, {
      token: head.token,
      body: { name: teacher.name, email: teacher.email, password: 'given-by-staff-9' },
    });
    expect(reset.status).toBe(200);
    expectEnded(await me(session.token));
    expectEnded(await refresh(session.cookie));
    // The staff member's own session is untouched.
    expect((await me(head.token)).status).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this one included, and clears the cookie', async () => {
    const teacher = await freshAccount('teacher');
    const here = await signIn(runtime.api, teacher.email, teacher.password);
    const elsewhere = await signIn(runtime.api, teacher.email, teacher.password);

    const everywhere = await request(runtime.api, 'POST', '/auth/logout-everywhere', {
      token: here.token,
      cookie: here.cookie,
    });
    expect(everywhere.status).toBe(200);
    expect(everywhere.setCookies.find((value) => value.startsWith('refresh_token='))).toMatch(/Max-Age=0/i);

    for (const session of [here, elsewhere]) {
      expectEnded(await me(session.token));
      expectEnded(await refresh(session.cookie));
    }
    // Signing in again works, and other accounts were not touched.
    const again = await signIn(runtime.api, teacher.email, teacher.password);
    expect((await me(again.token)).status).toBe(200);
    expect((await me(head.token)).status).toBe(200);
  });
});

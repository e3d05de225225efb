import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, signIn, type SignedIn } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let head: SignedIn;

beforeAll(async () => {
  head = await setUpSchool(runtime.api);
});

async function createAccount(name: string, email: string, role: string) {
  const answer = await request(runtime.api, 'POST', '/users', {
    token: head.token,
    body: { name, email, password: 'secret-pass', role },
  });
  expect(answer.status).toBe(201);
  return answer.body.data._id as string;
}

describe('every protected route re-reads the caller account', () => {
  it('refuse a demoted admin at once, while its token still says admin', async () => {
    const adminId = await createAccount('Deputy Head', 'deputy@school.example', 'admin');
    const deputy = await signIn(runtime.api, 'deputy@school.example', 'secret-pass');
    const before = await request(runtime.api, 'POST', '/users', {
      token: deputy.token,
      body: { name: 'Teacher One', email: 't1@school.example', password: 'secret-pass', role: 'teacher' },
    });
    expect(before.status).toBe(201);
    const demote = await request(runtime.api, 'PUT', `/users/${adminId}`, {
      token: head.token,
      body: { name: 'Deputy Head', email: 'deputy@school.example', role: 'user' },
    });
    expect(demote.status).toBe(200);
    const after = await request(runtime.api, 'POST', '/users', {
      token: deputy.token,
      body: { name: 'Teacher Two', email: 't2@school.example', password: 'secret-pass', role: 'teacher' },
    });
    // The token's role is no longer the account's: refused, so the web app's refresh picks up the new role.
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your account has changed. Please log in again.');
    const teachers = await request(runtime.api, 'GET', '/users?role=teacher', { token: head.token });
    expect(teachers.body.data.map((teacher: { email: string }) => teacher.email)).toEqual([
      't1@school.example',
    ]);
  });

  it('refuse a deleted account with 401', async () => {
    const adminId = await createAccount('Leaving Admin', 'leaving@school.example', 'admin');
    const leaving = await signIn(runtime.api, 'leaving@school.example', 'secret-pass');
    expect((await request(runtime.api, 'DELETE', `/users/${adminId}`, { token: head.token })).status).toBe(
      200,
    );
    const attempt = await request(runtime.api, 'POST', '/subjects', {
      token: leaving.token,
      body: { name: 'Latin' },
    });
    // Writes and reads alike:
    expect(attempt.status).toBe(401);
    expect(attempt.body.message).toBe('Your account no longer exists. Please log in again.');
    const read = await request(runtime.api, 'GET', '/subjects', { token: leaving.token });
    expect(read.status).toBe(401);
    const refused = await request(runtime.api, 'DELETE', `/users/${head.userId}`, { token: leaving.token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your account no longer exists. Please log in again.');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, signIn } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();

beforeAll(async () => {
  await setUpSchool(runtime.api);
});

describe('family registration', () => {
  it('creates a user account whatever role is sent, and signs nobody in', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: {
        name: '  Sara Ahmed ',
        email: 'sara@family.example',
        password: 'family-pass',
        role: 'super_admin',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Registration successful! Please login.');
    expect(answer.body.data.user).toMatchObject({
      name: 'Sara Ahmed',
      email: 'sara@family.example',
      role: 'user',
    });
    expect(answer.body.data.token).toBeUndefined();
    expect(answer.setCookies).toEqual([]);
    const session = await signIn(runtime.api, 'sara@family.example', 'family-pass');
    const me = await request(runtime.api, 'GET', '/auth/me', { token: session.token });
    expect(me.body.data.role).toBe('user');
  });

  it('refuses an email already in use, in any letter case', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: { name: 'Impostor', email: 'SARA@Family.Example', password: 'another-pass' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Email already in use');
    // The original account still signs in with its own password.
    await expect(signIn(runtime.api, 'sara@family.example', 'family-pass')).resolves.toBeDefined();
  });

  it('creates one account when registrations with one email race', async () => {
    const attempts = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        request(runtime.api, 'POST', '/auth/register', {
          body: { name: `Racer ${n}`, email: 'race@family.example', password: `password-${n}` },
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = attempts.findIndex((attempt) => attempt.status === 201);
    await expect(signIn(runtime.api, 'race@family.example', `password-${winner}`)).resolves.toBeDefined();
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

import { describe, expect, it } from 'vitest';
import { superAdmin, signIn } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();

describe('school setup', () => {
  it('is required on a fresh school', async () => {
    const answer = await request(runtime.api, 'GET', '/auth/setup-status');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { setupRequired: true } });
  });

  it('refuses a short password and changes nothing', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/setup', {
      body: { ...superAdmin, password: ' 1234567 ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.password).toBe('Password must be at least 8 characters long');
    const status = await request(runtime.api, 'GET', '/auth/setup-status');
    expect(status.body.data.setupRequired).toBe(true);
  });

  it('creates exactly one Super Administrator when five setups race', async () => {
    const attempts = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        request(runtime.api, 'POST', '/auth/setup', {
          body: {
            name: `Head ${n}`,
            email: `head${n}@race.example`,
            password: 'secret-pass',
            schoolName: `School ${n}`,
          },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([201, 403, 403, 403, 403]);
    const winner = attempts.find((attempt) => attempt.status === 201)!;
    expect(winner.body.data.user.role).toBe('super_admin');
    expect(winner.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const losers = attempts.filter((attempt) => attempt.status === 403);
    for (const loser of losers)
      expect(loser.body.message).toBe('This school is already set up. Please log in instead.');
    // The losers' accounts were not created either.
    const loserEmail = `head${attempts.indexOf(losers[0]!)}@race.example`;
    const login = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: loserEmail, password: 'secret-pass' },
    });
    expect(login.status).toBe(401);
  });

  it('is closed once done: 403 with a clear message, and status says so', async () => {
    const again = await request(runtime.api, 'POST', '/auth/setup', { body: superAdmin });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      success: false,
      message: 'This school is already set up. Please log in instead.',
    });
    const status = await request(runtime.api, 'GET', '/auth/setup-status');
    expect(status.body.data.setupRequired).toBe(false);
    await expect(signIn(runtime.api, superAdmin.email, superAdmin.password)).rejects.toThrow(/401/);
  });
});

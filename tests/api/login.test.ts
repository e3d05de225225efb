import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, superAdmin } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';
import { clearOfThrottleWindowEnd, countingTestTimeout } from './support/throttle-window';

// The timing check compares real scrypt work (about 0.4 s) against the decoy's.
const runtime = useTestRuntime({ passwordHashing: 'production' });

beforeAll(async () => {
  await setUpSchool(runtime.api);
});

async function timedLogin(email: string, password: string) {
  const started = performance.now();
  const answer = await request(runtime.api, 'POST', '/auth/login', { body: { email, password } });
  return { answer, milliseconds: performance.now() - started };
}

describe('login', () => {
  it('signs in with the right password, whatever the email case, and returns no secrets', async () => {
    const { answer } = await timedLogin(superAdmin.email.toUpperCase(), superAdmin.password);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.user).toMatchObject({
      name: superAdmin.name,
      email: superAdmin.email,
      role: 'super_admin',
    });
    expect(answer.body.data.expiresIn).toBe(900);
    expect(answer.text).not.toMatch(/passwordHash|scrypt\$|refresh_token/);
    const cookie = answer.setCookies.find((value) => value.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    // Without "Remember me" the cookie ends with the browser session.
    expect(cookie).not.toMatch(/Max-Age/);
  });

  it('keeps the cookie for 30 days with Remember me', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: superAdmin.email, password: superAdmin.password, rememberMe: true },
    });
    expect(answer.setCookies.find((value) => value.startsWith('refresh_token='))).toMatch(/Max-Age=2592000/);
  });

  it('answers a wrong password and an unknown email the same way, in similar time', async () => {
    // Three of each, interleaved, compared by median: one sample is at the mercy of whatever
    // else the 2-core machine is doing. Three failures stay below the sign-in throttle.
    const wrong = [];
    const unknown = [];
    for (let round = 0; round < 3; round++) {
      wrong.push(await timedLogin(superAdmin.email, 'wrong password'));
      unknown.push(await timedLogin('nobody@school.example', 'wrong password'));
    }
    for (const { answer } of [...wrong, ...unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
    const median = (samples: { milliseconds: number }[]) =>
      samples.map((sample) => sample.milliseconds).sort((a, b) => a - b)[1]!;
    // Both run one scrypt (~0.4 s); without the decoy hash the unknown email would answer in milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);
  });

  it('refuses missing fields with field messages', async () => {
    const answer = await request(runtime.api, 'POST', '/auth/login', { body: { email: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it(
    'throttles repeated failures for one email without touching other accounts',
    { timeout: countingTestTimeout },
    async () => {
      await clearOfThrottleWindowEnd();
      const victim = { name: 'Family Khan', email: 'khan@family.example', password: 'family-pass' };
      expect((await request(runtime.api, 'POST', '/auth/register', { body: victim })).status).toBe(201);
      for (let attempt = 0; attempt < 8; attempt++) {
        const answer = await request(runtime.api, 'POST', '/auth/login', {
          body: { email: victim.email, password: 'guess' },
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await request(runtime.api, 'POST', '/auth/login', { body: victim });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      const other = await request(runtime.api, 'POST', '/auth/login', {
        body: { email: superAdmin.email, password: superAdmin.password },
      });
      expect(other.status).toBe(200);
    },
  );
});

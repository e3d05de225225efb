import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpSchool, signIn, superAdmin, type SignedIn } from './support/accounts';
import { refreshCookieFrom, request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let admin: SignedIn;

beforeAll(async () => {
  admin = await setUpSchool(runtime.api);
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The local runtime runs in this process, so the test can forge tokens with the real secret. */
function realSecret() {
  return new TextEncoder().encode(process.env.JWT_SECRET!);
}

describe('access tokens', () => {
  it('GET /auth/me answers the signed-in user without secrets', async () => {
    const answer = await request(runtime.api, 'GET', '/auth/me', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: admin.userId,
      email: superAdmin.email,
      role: 'super_admin',
    });
    expect(Object.keys(answer.body.data)).not.toContain('passwordHash');
  });

  it('refuses a missing token', async () => {
    const answer = await request(runtime.api, 'GET', '/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Authentication required. Please log in.' });
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = admin.token.split('.');
    const forgedPayload = base64url({ sub: admin.userId, role: 'super_admin', exp: 4102444800, iat: 1 });
    const answer = await request(runtime.api, 'GET', '/auth/me', {
      token: `${header}.${forgedPayload}.${signature}`,
    });
    expect(answer.status).toBe(401);
  });

  it('refuses alg:none', async () => {
    const payload = base64url({
      sub: admin.userId,
      role: 'super_admin',
      iss: 'school-progress-api',
      aud: 'school-progress-web',
      iat: 1,
      exp: 4102444800,
    });
    const answer = await request(runtime.api, 'GET', '/auth/me', {
      token: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    });
    expect(answer.status).toBe(401);
  });

  it('refuses an expired token with a message saying so', async () => {
    const expired = await new SignJWT({ role: 'super_admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.userId)
      .setIssuer('school-progress-api')
      .setAudience('school-progress-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(realSecret());
    const answer = await request(runtime.api, 'GET', '/auth/me', { token: expired });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('refuses a token signed with another key or for another audience', async () => {
    const forge = (secret: Uint8Array, audience: string) =>
      new SignJWT({ role: 'super_admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.userId)
        .setIssuer('school-progress-api')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret);
    const otherKey = await forge(new TextEncoder().encode('x'.repeat(48)), 'school-progress-web');
    const otherAudience = await forge(realSecret(), 'someone-else');
    expect((await request(runtime.api, 'GET', '/auth/me', { token: otherKey })).status).toBe(401);
    expect((await request(runtime.api, 'GET', '/auth/me', { token: otherAudience })).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use: the new cookie works, the old one is refused', async () => {
    const session = await signIn(runtime.api, superAdmin.email, superAdmin.password);
    const first = await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: session.cookie });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toEqual(expect.any(String));
    expect(first.body.data.user.role).toBe('super_admin');
    const rotated = refreshCookieFrom(first);
    expect(rotated).not.toBe(session.cookie);
    expect(first.text).not.toContain(rotated.split('=')[1]);
    const me = await request(runtime.api, 'GET', '/auth/me', { token: first.body.data.token });
    expect(me.status).toBe(200);
    const second = await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: rotated });
    expect(second.status).toBe(200);
  });

  it('revoke the whole family when a used token comes back', async () => {
    const session = await signIn(runtime.api, superAdmin.email, superAdmin.password);
    const rotated = refreshCookieFrom(
      await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: session.cookie }),
    );
    const replay = await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: session.cookie });
    expect(replay.status).toBe(401);
    // The legitimate holder of the newest token is signed out too: the family is revoked.
    const afterReplay = await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: rotated });
    expect(afterReplay.status).toBe(401);
  });

  it('let only one of two racing uses win, then revoke the family', async () => {
    const session = await signIn(runtime.api, superAdmin.email, superAdmin.password);
    const racing = await Promise.all(
      [0, 1, 2].map(() => request(runtime.api, 'POST', '/auth/refresh-token', { cookie: session.cookie })),
    );
    const winners = racing.filter((answer) => answer.status === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(racing.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(2);
    for (const winner of winners) {
      const next = await request(runtime.api, 'POST', '/auth/refresh-token', {
        cookie: refreshCookieFrom(winner),
      });
      expect(next.status).toBe(401);
    }
  });

  it('refuse a request without a cookie or with an unknown one', async () => {
    expect((await request(runtime.api, 'POST', '/auth/refresh-token')).status).toBe(401);
    expect(
      (await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: 'refresh_token=made-up' })).status,
    ).toBe(401);
  });

  it('stop working after logout, which also clears the cookie', async () => {
    const session = await signIn(runtime.api, superAdmin.email, superAdmin.password);
    const logout = await request(runtime.api, 'POST', '/auth/logout', { cookie: session.cookie });
    expect(logout.status).toBe(200);
    expect(logout.setCookies.find((value) => value.startsWith('refresh_token='))).toMatch(
      /^refresh_token=;.*Max-Age=0/,
    );
    const refresh = await request(runtime.api, 'POST', '/auth/refresh-token', { cookie: session.cookie });
    expect(refresh.status).toBe(401);
  });

  it('logout without a cookie still succeeds', async () => {
    expect((await request(runtime.api, 'POST', '/auth/logout')).status).toBe(200);
  });
});

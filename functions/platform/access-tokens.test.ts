import { SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds, signAccessToken, verifyAccessToken } from './access-tokens';
import { unauthorized } from './http-errors';

// The signing secret is read once and memoised, so it must be in place before the first sign or verify.
const secret = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxy';
const issuer = 'school-progress-api';
const audience = 'school-progress-web';
const userId = '0123456789abcdef01234567';
const session = { sessionId: 'fedcba9876543210fedcba98', sessionVersion: 2 };
/** The claims every valid token carries besides the role. */
const sessionClaims = { sid: session.sessionId, sv: session.sessionVersion };

beforeAll(() => {
  expect(secret).toHaveLength(48);
  process.env.JWT_SECRET = secret;
});

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index];
  if (part === undefined) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

interface TokenOptions {
  key?: string;
  alg?: string;
  iss?: string;
  aud?: string;
  sub?: string | undefined;
  exp?: number;
  iat?: number;
}

/** A token built with jose directly, valid unless an option says otherwise. */
function token(claims: JWTPayload, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 600);
  if (!('sub' in options)) jwt.setSubject(userId);
  else if (options.sub !== undefined) jwt.setSubject(options.sub);
  return jwt.sign(new TextEncoder().encode(options.key ?? secret));
}

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toEqual(unauthorized('Invalid authentication token'));
}

describe('signAccessToken and verifyAccessToken', () => {
  it('round-trips the user id, role, name, session and session version', async () => {
    const signed = await signAccessToken({ userId, role: 'teacher', name: 'Ms Patel', ...session });
    await expect(verifyAccessToken(signed)).resolves.toEqual({
      userId,
      role: 'teacher',
      name: 'Ms Patel',
      ...session,
    });
  });

  it('signs HS256 with the expected issuer, audience and a 15 minute lifetime', async () => {
    const signed = await signAccessToken({ userId, role: 'admin', name: 'Admin', ...session });
    expect(decodePart(signed, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodePart(signed, 1);
    expect(payload).toMatchObject({ sub: userId, role: 'admin', iss: issuer, aud: audience });
    expect(accessTokenLifetimeSeconds).toBe(900);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(accessTokenLifetimeSeconds);
  });

  it('accepts a token built elsewhere with the same secret and claims', async () => {
    await expect(verifyAccessToken(await token({ role: 'parent', ...sessionClaims }))).resolves.toEqual({
      userId,
      role: 'parent',
      name: '',
      ...session,
    });
  });

  it.each([
    ['without a session id', { sv: 0 }],
    ['without a session version', { sid: session.sessionId }],
    ['with a negative session version', { ...sessionClaims, sv: -1 }],
    ['with a text session version', { ...sessionClaims, sv: '2' }],
  ])('refuses a token %s', async (_what, claims) => {
    await expectInvalid(verifyAccessToken(await token({ role: 'user', ...claims })));
  });

  it('refuses an unsigned alg "none" token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = [
      base64url({ alg: 'none', typ: 'JWT' }),
      base64url({ sub: userId, role: 'super_admin', iss: issuer, aud: audience, iat: now, exp: now + 600 }),
      '',
    ].join('.');
    await expectInvalid(verifyAccessToken(unsigned));
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await token(
      { role: 'user', ...sessionClaims },
      { key: 'another-secret-0123456789-abcdefghijklmnopqrstuv' },
    );
    await expectInvalid(verifyAccessToken(forged));
  });

  it('refuses a token signed with the right secret but another algorithm', async () => {
    await expectInvalid(verifyAccessToken(await token({ role: 'user', ...sessionClaims }, { alg: 'HS512' })));
  });

  it('refuses the wrong issuer', async () => {
    await expectInvalid(
      verifyAccessToken(await token({ role: 'user', ...sessionClaims }, { iss: 'someone-else' })),
    );
  });

  it('refuses the wrong audience', async () => {
    await expectInvalid(
      verifyAccessToken(await token({ role: 'user', ...sessionClaims }, { aud: 'school-progress-admin' })),
    );
  });

  it('refuses an expired token with the session-expired message', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await token({ role: 'user', ...sessionClaims }, { iat: now - 3600, exp: now - 1800 });
    await expect(verifyAccessToken(expired)).rejects.toEqual(
      unauthorized('Your session has expired. Please log in again.'),
    );
  });

  it.each([['owner'], ['SUPER_ADMIN'], [''], [7], [null]])('refuses the unknown role %j', async (role) => {
    await expectInvalid(verifyAccessToken(await token({ role, ...sessionClaims })));
  });

  it('refuses a token without a role', async () => {
    await expectInvalid(verifyAccessToken(await token({ ...sessionClaims })));
  });

  it('refuses a token without a subject', async () => {
    await expectInvalid(
      verifyAccessToken(await token({ role: 'user', ...sessionClaims }, { sub: undefined })),
    );
  });

  it('refuses a token whose payload was swapped for a super_admin one', async () => {
    const signed = await signAccessToken({ userId, role: 'user', name: 'Family', ...session });
    const [header, payload, signature] = signed.split('.');
    const original = decodePart(signed, 1);
    expect(payload).toBeDefined();
    const tampered = [header, base64url({ ...original, role: 'super_admin' }), signature].join('.');
    expect(tampered).not.toBe(signed);
    await expectInvalid(verifyAccessToken(tampered));
  });

  it.each([['not a token'], [''], ['a.b.c'], ['eyJhbGciOiJIUzI1NiJ9..']])(
    'refuses the garbage %j',
    async (garbage) => {
      await expectInvalid(verifyAccessToken(garbage));
    },
  );
});

import { describe, expect, it } from 'vitest';
import { assertNoSecretsIn, type AnswerToGuard } from './support/http';

/**
 * The leak guard that `request` runs on every answer of the API suite: a
 * guard that never fires would prove nothing, so it is shown here to catch
 * each kind of leak, and to let the ordinary answers through.
 */
function answer(text: string, headers: [string, string][] = []): AnswerToGuard {
  const built = new Headers({ 'content-type': 'application/json' });
  for (const [name, value] of headers) built.append(name, value);
  return { status: 200, text, headers: built };
}

const authCookie = (value: string) => `refresh_token=${value}; Path=/api/auth; HttpOnly; SameSite=Strict`;
const storedHash = `scrypt$131072$8$1$${'c2FsdA=='}$${'a2V5'.repeat(20)}`;

describe('the response leak guard', () => {
  it('lets an ordinary answer and a login with its refresh cookie through', () => {
    expect(() =>
      assertNoSecretsIn(answer('{"success":true,"data":{"name":"Ada"}}'), {
        method: 'GET',
        path: '/auth/me',
      }),
    ).not.toThrow();
    expect(() =>
      assertNoSecretsIn(
        answer('{"success":true,"data":{"token":"a.b.c"}}', [['set-cookie', authCookie('R'.repeat(43))]]),
        {
          method: 'POST',
          path: '/auth/login',
        },
      ),
    ).not.toThrow();
  });

  it('catches a password hash and the names of stored secrets', () => {
    expect(() => assertNoSecretsIn(answer(`{"data":{"x":"${storedHash}"}}`))).toThrow(/password hash/);
    expect(() => assertNoSecretsIn(answer('{"data":{"passwordHash":"x"}}'))).toThrow(/passwordHash/);
    expect(() => assertNoSecretsIn(answer('{"data":{"calendarFeedHash":"x"}}'))).toThrow(/calendarFeedHash/);
    expect(() => assertNoSecretsIn(answer('', [['x-debug', 'REFRESH_TOKEN#abc']]))).toThrow(/REFRESH_TOKEN#/);
  });

  it('catches a refresh token, or its stored hash, anywhere but the Set-Cookie of an /auth route', () => {
    const token = 'T'.repeat(20) + Date.now().toString(36);
    assertNoSecretsIn(answer('{}', [['set-cookie', authCookie(token)]]), {
      method: 'POST',
      path: '/auth/login',
    });
    expect(() => assertNoSecretsIn(answer(`{"data":{"t":"${token}"}}`))).toThrow(/refresh token/);
    expect(() =>
      assertNoSecretsIn(answer('{}', [['set-cookie', authCookie('U'.repeat(43))]]), {
        method: 'GET',
        path: '/users',
      }),
    ).toThrow(/outside \/auth/);
    expect(() =>
      assertNoSecretsIn(answer('{}', [['set-cookie', 'refresh_token=V; Path=/']]), {
        method: 'POST',
        path: '/api/auth/login',
      }),
    ).toThrow(/HttpOnly/i);
    expect(() => assertNoSecretsIn(answer('{"data":{"refreshToken":"x"}}'))).toThrow(/refresh token field/);
  });

  it('does not count an echo of what the request itself sent', () => {
    expect(() =>
      assertNoSecretsIn(answer('{"success":false,"message":"Unrecognized key: \\"passwordHash\\""}'), {
        method: 'PUT',
        path: '/invoices/x',
        sent: '{"passwordHash":"x"}',
      }),
    ).not.toThrow();
  });
});

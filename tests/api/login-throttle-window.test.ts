import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgiveLoginAttempt, takeLoginAttempt } from '../../functions/auth/login-throttle';
import { HttpError } from '../../functions/platform/http-errors';
import { useTestRuntime } from './support/test-runtime';

/*
 * The sign-in throttle's count across a window's end, on the runtime's own
 * table in DynamoDB Local, with this process's clock set (only `Date`: the
 * SDK's sockets and timers stay real). Counted as fixed windows alone, eight
 * tries just before 12:00 and eight just after all went through.
 */
useTestRuntime();

const at = (time: string) => vi.setSystemTime(new Date(`2026-11-27T${time}Z`));

/** Tries in a row until one is refused: how many were counted, and the refusal's Retry-After. */
async function triesUntilRefused(email: string, client: string) {
  for (let counted = 0; counted < 50; counted++) {
    try {
      await takeLoginAttempt(email, client);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      return { counted, retryAfter: Number(error.headers?.['retry-after']) };
    }
  }
  throw new Error('never refused');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in throttle across a window’s end', () => {
  it('lets eight tries of one email from one client through in any ten minutes, not eight more after 12:00', async () => {
    const [email, client] = ['edge@family.example', '203.0.113.10'];
    at('11:59:50');
    expect(await triesUntilRefused(email, client)).toEqual({ counted: 8, retryAfter: 11 });

    // Five seconds into the next window the eight before still weigh 595/600 of the limit: one try, not eight.
    at('12:00:05');
    expect(await triesUntilRefused(email, client)).toEqual({ counted: 1, retryAfter: 71 });
    // Once an eighth of the window before has faded, one more.
    at('12:01:16');
    expect(await triesUntilRefused(email, client)).toMatchObject({ counted: 1 });
    // Halfway through, half of the window before still counts: four in this one in all.
    at('12:05:00');
    expect(await triesUntilRefused(email, client)).toMatchObject({ counted: 2 });
  });

  it('forgets the typos of both windows once the password is right', async () => {
    const [email, client] = ['typos@family.example', '203.0.113.11'];
    at('11:59:55');
    for (let index = 0; index < 7; index++) await takeLoginAttempt(email, client);
    at('12:00:30');
    const success = await takeLoginAttempt(email, client);
    await forgiveLoginAttempt(success);
    expect(await triesUntilRefused(email, client)).toMatchObject({ counted: 8 });
  });
});

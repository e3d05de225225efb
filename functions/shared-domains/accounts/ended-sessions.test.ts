import { describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds } from '../../platform/access-tokens';
import { endedSessionEntry, expiredEntries, sessionIdOfEntry } from './ended-sessions';

const sessionId = '0123456789abcdef01234567';
const now = 1_800_000_000;

describe('ended sessions', () => {
  it('keeps the session id and the time it ended', () => {
    const entry = endedSessionEntry(sessionId, now);
    expect(entry).toBe(`${sessionId}@${now}`);
    expect(sessionIdOfEntry(entry)).toBe(sessionId);
  });

  it('lets an entry go only once every access token of its session has expired', () => {
    const fresh = endedSessionEntry(sessionId, now - accessTokenLifetimeSeconds);
    const old = endedSessionEntry('fedcba9876543210fedcba98', now - accessTokenLifetimeSeconds - 61);
    expect(expiredEntries([fresh, old, 'unreadable@x'], now)).toEqual([old, 'unreadable@x']);
  });
});

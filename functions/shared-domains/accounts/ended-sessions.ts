import { accessTokenLifetimeSeconds } from '../../platform/access-tokens';

/**
 * An ended sign-in as the account item keeps it: `<familyId>@<epoch seconds>`.
 * Its access tokens were all issued before it ended, so one access-token
 * lifetime later none is left and the entry can go.
 */
export function endedSessionEntry(sessionId: string, endedAtSeconds: number): string {
  return `${sessionId}@${endedAtSeconds}`;
}

export function sessionIdOfEntry(entry: string): string {
  const at = entry.lastIndexOf('@');
  return at < 0 ? entry : entry.slice(0, at);
}

/** Entries whose access tokens have all expired (a minute's margin for clock skew between functions). */
export function expiredEntries(entries: readonly string[], nowSeconds: number): string[] {
  const keepAfter = nowSeconds - accessTokenLifetimeSeconds - 60;
  return entries.filter((entry) => {
    const endedAt = Number(entry.slice(entry.lastIndexOf('@') + 1));
    return !Number.isFinite(endedAt) || endedAt < keepAfter;
  });
}

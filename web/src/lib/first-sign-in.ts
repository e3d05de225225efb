/**
 * "Welcome" on an account's first sign-in, "Welcome back" after (issue 40).
 * An account's first session starts from the link that gave it its password
 * (an invitation, a registration's verification) or from the school's setup;
 * this browser remembers that until the next sign-in with the password, which
 * is a return. Kept in localStorage beside the session (session-store.ts), so
 * a reload or a new tab greets the same way; a storage that refuses (private
 * mode) just says "Welcome back", as before.
 */
const keyOf = (userId: string) => `firstSignIn:${userId}`;

export type SignInKind = 'first' | 'returning';

export function rememberSignIn(userId: string, kind: SignInKind): void {
  try {
    if (kind === 'first') localStorage.setItem(keyOf(userId), '1');
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // No storage: the greeting falls back to "Welcome back".
  }
}

export function isFirstSignIn(userId: string): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

/** The header's greeting word for this account. */
export function welcomeWord(userId: string): 'Welcome' | 'Welcome back' {
  return isFirstSignIn(userId) ? 'Welcome' : 'Welcome back';
}

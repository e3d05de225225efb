/** What another screen can hand the login page through navigation state (after registering, say). */
export interface LoginNotice {
  message: string;
  /** Pre-fills the email field. */
  email?: string;
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as { notice?: unknown };
  if (typeof notice !== 'object' || notice === null) return null;
  const { message, email } = notice as { message?: unknown; email?: unknown };
  if (typeof message !== 'string') return null;
  return typeof email === 'string' ? { message, email } : { message };
}

export function loginNoticeState(notice: LoginNotice): { notice: LoginNotice } {
  return { notice };
}

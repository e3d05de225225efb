/**
 * What a new password must be, beyond the spec's 6 characters (README,
 * Deviations): long enough, not one of the most common, and not the
 * account's own email, the email's local part or the name, whatever the
 * case (the common ones: common-passwords.ts, kept apart so that screens
 * which set no password do not load the list). The zod schemas (shared/schemas/password-schemas.ts) apply it in the
 * browser and the API alike; the API checks the stored name and email too.
 */
export const passwordMinLength = 8;
/** scrypt's cost does not depend on length, but nobody needs more and it bounds request work. */
export const passwordMaxLength = 128;

export const passwordMessages = {
  /** Setup and registration: the wording those screens have always shown. */
  tooShort: `Password must be at least ${passwordMinLength} characters long`,
  /** Staff adding or editing an account: the wording the staff forms have always shown. */
  tooShortOnEdit: `Password must be at least ${passwordMinLength} characters`,
  tooLong: `Password must be at most ${passwordMaxLength} characters`,
  tooCommon: 'This password is too common. Please choose another',
  personal: 'Password must not be your email or name',
} as const;

/** The hint a form shows under a new-password field. */
export const passwordHint = `At least ${passwordMinLength} characters; not a common password, your email or your name.`;

/** Lower case, without spaces: "Ada Lovelace" and "adalovelace" are the same name to a guesser. */
const comparable = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** Whether the password is the email, the email's local part or the name, ignoring case and spaces. */
export function isPersonalPassword(password: string, account: { email?: string; name?: string }): boolean {
  const guessable = [account.email, account.email?.split('@')[0], account.name]
    .filter((value): value is string => !!value && value.trim().length > 0)
    .map(comparable);
  return guessable.includes(comparable(password));
}

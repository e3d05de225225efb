import * as z from 'zod';
import { isCommonPassword } from '../passwords/common-passwords';
import {
  isPersonalPassword,
  passwordMaxLength,
  passwordMessages,
  passwordMinLength,
} from '../passwords/password-policy';

const notCommon = [(password: string) => !isCommonPassword(password), passwordMessages.tooCommon] as const;

/**
 * A password being set at setup or registration: trimmed (docs/architecture.md#validation), long enough, not
 * a common one.
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .trim()
  .min(passwordMinLength, passwordMessages.tooShort)
  .max(passwordMaxLength, passwordMessages.tooLong)
  .refine(...notCommon);

/**
 * A password staff type when adding or editing an account: blank means none, so the current one is kept
 * (docs/architecture.md#validation).
 */
export const editPasswordSchema = z
  .string()
  .trim()
  .max(passwordMaxLength, passwordMessages.tooLong)
  .refine((password) => password.length === 0 || password.length >= passwordMinLength, {
    message: passwordMessages.tooShortOnEdit,
  })
  .refine((password) => password.length === 0 || !isCommonPassword(password), {
    message: passwordMessages.tooCommon,
  });

/**
 * Refuses, on the password field, a password equal to the email or name sent
 * beside it. An object-level check, so it runs once both fields are valid
 * strings even when another field (a phone, say) is not.
 */
export function withPasswordNotPersonal<
  Schema extends z.ZodType<{ password?: string; email: string; name: string }>,
>(schema: Schema): Schema {
  return schema.refine((account) => !account.password || !isPersonalPassword(account.password, account), {
    message: passwordMessages.personal,
    path: ['password'],
    when: (payload) => {
      // Any body reaches this: a string, an array or null is refused by the object check, not here.
      const value = payload.value;
      if (typeof value !== 'object' || value === null) return false;
      const { password, email, name } = value as Record<string, unknown>;
      return typeof password === 'string' && typeof email === 'string' && typeof name === 'string';
    },
  }) as Schema;
}

import { describe, expect, it } from 'vitest';
import { passwordMaxLength, passwordMinLength } from '../passwords/password-policy';
import { commonPasswords } from '../passwords/common-passwords';
import { editPasswordSchema, newPasswordSchema } from './password-schemas';
import { setupRequestSchema } from './new-account-schemas';
import { userCreateSchema, userUpdateSchema } from './people-schemas';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.error?.issues.filter((issue) => issue.path[0] === 'password').map((issue) => issue.message) ?? [];

const account = { name: 'Grace Hopper', email: 'Grace.Hopper@navy.example' };

describe('password policy', () => {
  it('wants 8 to 128 characters, trimmed', () => {
    expect(passwordMinLength).toBe(8);
    expect(passwordMaxLength).toBe(128);
    expect(newPasswordSchema.parse('  kestrel-orchard  ')).toBe('kestrel-orchard');
    expect(newPasswordSchema.safeParse('seven77').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect(editPasswordSchema.safeParse('seven77').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    // Blank on edit keeps the current password.
    expect(editPasswordSchema.parse('  ')).toBe('');
  });

  it('ships a list of a couple of thousand common passwords and refuses them in any case', () => {
    expect(commonPasswords.size).toBe(2000);
    for (const password of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine']) {
      expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message, password).toBe(
        'This password is too common. Please choose another',
      );
      expect(editPasswordSchema.safeParse(password).success, password).toBe(false);
    }
  });

  it('refuses the account’s email, its local part or its name, ignoring case and spaces', () => {
    for (const password of ['grace.hopper@navy.example', 'GRACE.HOPPER', 'gracehopper', 'Grace Hopper']) {
      for (const schema of [setupRequestSchema, userCreateSchema, userUpdateSchema]) {
        expect(messagesOf(schema.safeParse({ ...account, password })), password).toEqual([
          'Password must not be your email or name',
        ]);
      }
    }
    expect(
      setupRequestSchema.safeParse({
        ...account,
        schoolName: 'Navy Tutors',
        password: 'hopper-compiler-1952',
      }).success,
    ).toBe(true);
    // No password on an edit: nothing to compare.
    expect(userUpdateSchema.safeParse(account).success).toBe(true);
  });
});

import type { FieldErrors, Resolver } from 'react-hook-form';
import { passwordMaxLength } from '../../../../shared/passwords/password-policy';
import type { LoginRequest } from '../../../../shared/schemas/auth-schemas';

/** What the login form holds: the request the API takes, every field present. */
export type LoginFormValues = Required<LoginRequest>;

/** The first rule each field breaks, in loginRequestSchema's order and words. */
const rules = {
  email: [
    { breaks: (value: string) => value.length < 1, message: 'Email is required' },
    { breaks: (value: string) => value.length > 254, message: 'Invalid email or password' },
  ],
  password: [
    { breaks: (value: string) => value.length < 1, message: 'Password is required' },
    { breaks: (value: string) => value.length > passwordMaxLength, message: 'Invalid email or password' },
  ],
} as const;

/**
 * The login form's check in the browser: loginRequestSchema's rules (trim,
 * required, at most 254 and 128 characters) without zod, whose full build
 * would be about a quarter of the login page's first load (issue 18). The
 * API still parses the request with the schema itself, and
 * login-form-check.test.ts holds the two to the same answers.
 */
export const loginFormCheck: Resolver<LoginFormValues> = (values) => {
  const trimmed = { ...values, email: values.email.trim(), password: values.password.trim() };
  const errors: FieldErrors<LoginFormValues> = {};
  for (const field of ['email', 'password'] as const) {
    const broken = rules[field].find((rule) => rule.breaks(trimmed[field]));
    if (broken) errors[field] = { type: 'validate', message: broken.message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values: trimmed, errors: {} };
};

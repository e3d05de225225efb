import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../../../../shared/schemas/auth-schemas';
import { loginFormCheck, type LoginFormValues } from './login-form-check';

/** The schema's answer in the resolver's shape: the first message per field, or the parsed values. */
function schemaAnswer(values: LoginFormValues) {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, messages: {} };
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return { values: {}, messages };
}

async function checkAnswer(values: LoginFormValues) {
  const result = await loginFormCheck(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values, messages };
}

describe('loginFormCheck', () => {
  it.each([
    ['both filled', 'ada@example.com', 'correct horse'],
    ['both padded with spaces', '  ada@example.com ', ' correct horse  '],
    ['both empty', '', ''],
    ['only spaces', '   ', '\t '],
    ['no password', 'ada@example.com', ''],
    ['no email', '', 'secret'],
    ['an email of 254 characters', `${'a'.repeat(242)}@example.com`, 'secret'],
    ['an email of 255 characters', `${'a'.repeat(243)}@example.com`, 'secret'],
    ['a password of 128 characters', 'ada@example.com', 'p'.repeat(128)],
    ['a password of 129 characters', 'ada@example.com', 'p'.repeat(129)],
    ['both too long', 'a'.repeat(300), 'p'.repeat(200)],
  ])('answers as loginRequestSchema does: %s', async (_case, email, password) => {
    for (const rememberMe of [false, true]) {
      const values = { email, password, rememberMe };
      expect(await checkAnswer(values)).toEqual(schemaAnswer(values));
    }
  });
});

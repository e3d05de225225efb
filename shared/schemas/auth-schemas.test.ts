import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginRequestSchema, sessionSchema, setupStatusSchema } from './auth-schemas';
import { registerRequestSchema, setupRequestSchema } from './new-account-schemas';

/** The first message zod gives for `field`, or undefined when the field passed. */
function messageFor(result: z.ZodSafeParseResult<unknown>, field: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const validSetup = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'analytical-engine',
  schoolName: 'Al Noor Tutors',
};

describe('setupRequestSchema', () => {
  it('accepts a valid request and trims every field', () => {
    expect(
      setupRequestSchema.parse({
        name: '  Ada Lovelace ',
        email: ' ada@example.com\t',
        password: '  analytical-engine  ',
        schoolName: ' Al Noor Tutors  ',
      }),
    ).toEqual(validSetup);
  });

  it.each([
    ['missing', undefined, 'School name is required'],
    ['blank', '   ', 'School name is required'],
    ['too long', 'a'.repeat(121), 'School name must be at most 120 characters'],
  ])('refuses a %s school name', (_case, schoolName, message) => {
    expect(messageFor(setupRequestSchema.safeParse({ ...validSetup, schoolName }), 'schoolName')).toBe(
      message,
    );
  });

  it('takes a school name of 120 characters', () => {
    expect(setupRequestSchema.safeParse({ ...validSetup, schoolName: 'a'.repeat(120) }).success).toBe(true);
  });

  it('drops keys it does not know', () => {
    const parsed = setupRequestSchema.parse({ ...validSetup, role: 'user', isAdmin: true });
    expect(parsed).toEqual(validSetup);
    expect(parsed).not.toHaveProperty('role');
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
    ['missing', undefined],
    ['not a string', 42],
  ])('rejects a %s name with "Name is required"', (_case, name) => {
    const result = setupRequestSchema.safeParse({ ...validSetup, name });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'name')).toBe('Name is required');
  });

  it('rejects a name over 100 characters and accepts 100', () => {
    expect(setupRequestSchema.safeParse({ ...validSetup, name: 'a'.repeat(100) }).success).toBe(true);
    const result = setupRequestSchema.safeParse({ ...validSetup, name: 'a'.repeat(101) });
    expect(messageFor(result, 'name')).toBe('Name must be at most 100 characters');
  });

  it.each(['not-an-email', 'ada@', '@example.com', 'ada example@example.com', 'ada@@example.com'])(
    'rejects the email %j with "Please enter a valid email address"',
    (email) => {
      const result = setupRequestSchema.safeParse({ ...validSetup, email });
      expect(result.success).toBe(false);
      expect(messageFor(result, 'email')).toBe('Please enter a valid email address');
    },
  );

  it.each([
    ['blank', '   '],
    ['missing', undefined],
  ])('rejects a %s email with "Email is required"', (_case, email) => {
    const result = setupRequestSchema.safeParse({ ...validSetup, email });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'email')).toBe('Email is required');
  });

  it('rejects an email over 254 characters', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    const result = setupRequestSchema.safeParse({ ...validSetup, email });
    expect(messageFor(result, 'email')).toBe('Email must be at most 254 characters');
  });

  it.each([
    ['7 characters', '1234567'],
    ['7 characters once trimmed', '   1234567   '],
    ['blank', '      '],
  ])('rejects a password of %s with the minimum length message', (_case, password) => {
    const result = setupRequestSchema.safeParse({ ...validSetup, password });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'password')).toBe('Password must be at least 8 characters long');
  });

  it('rejects a missing password with "Password is required"', () => {
    const result = setupRequestSchema.safeParse({ name: validSetup.name, email: validSetup.email });
    expect(messageFor(result, 'password')).toBe('Password is required');
  });

  it('accepts passwords of 8 and of 128 characters', () => {
    expect(setupRequestSchema.parse({ ...validSetup, password: 'xk3-8fqz' }).password).toBe('xk3-8fqz');
    const longest = 'p'.repeat(128);
    expect(setupRequestSchema.parse({ ...validSetup, password: longest }).password).toBe(longest);
  });

  it('rejects a password over 128 characters', () => {
    const result = setupRequestSchema.safeParse({ ...validSetup, password: 'p'.repeat(129) });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'password')).toBe('Password must be at most 128 characters');
  });

  it('measures the 128 limit after trimming', () => {
    const padded = ` ${'p'.repeat(128)} `;
    expect(setupRequestSchema.parse({ ...validSetup, password: padded }).password).toBe('p'.repeat(128));
  });

  it('reports every bad field at once', () => {
    const result = setupRequestSchema.safeParse({ name: '', email: 'x', password: '1' });
    expect(messageFor(result, 'name')).toBe('Name is required');
    expect(messageFor(result, 'email')).toBe('Please enter a valid email address');
    expect(messageFor(result, 'password')).toBe('Password must be at least 8 characters long');
  });
});

describe('registerRequestSchema', () => {
  it.each([['super_admin'], ['user'], [42], [null], [{ nested: true }]])(
    'accepts a request carrying the role %j and still parses the account fields',
    (role) => {
      const parsed = registerRequestSchema.parse({
        name: ' Grace ',
        email: ' grace@example.com ',
        password: ' cobol-compiler ',
        role,
      });
      expect(parsed.name).toBe('Grace');
      expect(parsed.email).toBe('grace@example.com');
      expect(parsed.password).toBe('cobol-compiler');
      // The schema passes the role through untyped; the register service must ignore it.
      expect(parsed.role).toEqual(role);
    },
  );

  it('accepts a request without a role', () => {
    const { schoolName: _setupOnly, ...account } = validSetup;
    expect(registerRequestSchema.parse(account)).toEqual(account);
  });

  it('applies the same field rules as setup', () => {
    const result = registerRequestSchema.safeParse({
      name: ' ',
      email: 'bad',
      password: '12345',
      role: 'admin',
    });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'name')).toBe('Name is required');
    expect(messageFor(result, 'email')).toBe('Please enter a valid email address');
    expect(messageFor(result, 'password')).toBe('Password must be at least 8 characters long');
    expect(messageFor(result, 'role')).toBeUndefined();
  });
});

describe('loginRequestSchema', () => {
  it('accepts and trims email and password, with optional rememberMe', () => {
    expect(loginRequestSchema.parse({ email: ' ada@example.com ', password: ' pw ' })).toEqual({
      email: 'ada@example.com',
      password: 'pw',
    });
    expect(loginRequestSchema.parse({ email: 'a@b.c', password: 'x', rememberMe: true }).rememberMe).toBe(
      true,
    );
  });

  it('does not check the email format, so a wrong email gets the generic login answer', () => {
    expect(loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['not a string', 7],
  ])('rejects a %s email with "Email is required"', (_case, email) => {
    const result = loginRequestSchema.safeParse({ email, password: 'secret1' });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'email')).toBe('Email is required');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['not a string', 7],
  ])('rejects a %s password with "Password is required"', (_case, password) => {
    const result = loginRequestSchema.safeParse({ email: 'ada@example.com', password });
    expect(result.success).toBe(false);
    expect(messageFor(result, 'password')).toBe('Password is required');
  });

  it('answers over-long credentials with the generic message', () => {
    const longEmail = loginRequestSchema.safeParse({ email: 'a'.repeat(255), password: 'x' });
    expect(messageFor(longEmail, 'email')).toBe('Invalid email or password');
    const longPassword = loginRequestSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(129) });
    expect(messageFor(longPassword, 'password')).toBe('Invalid email or password');
    expect(loginRequestSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(128) }).success).toBe(true);
  });

  it('rejects a rememberMe that is not a boolean', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.c', password: 'x', rememberMe: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('sessionSchema and setupStatusSchema', () => {
  it('requires a positive integer expiresIn', () => {
    const user = {
      _id: '0123456789abcdef01234567',
      id: '0123456789abcdef01234567',
      name: 'Ada',
      email: 'ada@example.com',
      role: 'user',
      children: [],
      students: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(sessionSchema.safeParse({ token: 't', expiresIn: 900, user }).success).toBe(true);
    expect(sessionSchema.safeParse({ token: 't', expiresIn: 0, user }).success).toBe(false);
    expect(sessionSchema.safeParse({ token: 't', expiresIn: 1.5, user }).success).toBe(false);
  });

  it('requires setupRequired as a boolean', () => {
    expect(setupStatusSchema.parse({ setupRequired: false })).toEqual({ setupRequired: false });
    expect(setupStatusSchema.safeParse({ setupRequired: 'false' }).success).toBe(false);
  });
});

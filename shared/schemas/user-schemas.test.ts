import { describe, expect, it } from 'vitest';
import { emailSchema, personNameSchema, publicUserSchema } from './user-schemas';

const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'parent',
  phone: '+44 20 7946 0000',
  children: ['aaaaaaaaaaaaaaaaaaaaaaaa'],
  students: [],
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

describe('publicUserSchema', () => {
  it('accepts a complete public user unchanged', () => {
    expect(publicUserSchema.parse(user)).toEqual(user);
  });

  it('strips secrets and other unknown keys', () => {
    const parsed = publicUserSchema.parse({
      ...user,
      passwordHash: 'scrypt$131072$8$1$salt$hash',
      refreshTokenHash: 'abc',
      pk: 'USER#0123456789abcdef01234567',
    });
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed).not.toHaveProperty('refreshTokenHash');
    expect(parsed).not.toHaveProperty('pk');
    expect(JSON.stringify(parsed)).not.toContain('scrypt');
    expect(parsed).toEqual(user);
  });

  it('makes phone optional', () => {
    const { phone: _phone, ...withoutPhone } = user;
    expect(publicUserSchema.parse(withoutPhone)).toEqual(withoutPhone);
  });

  it.each([
    ['an unknown role', { role: 'owner' }],
    ['a malformed id', { id: 'ABC' }],
    ['a malformed child id', { children: ['nope'] }],
    ['a createdAt that is not an ISO datetime', { createdAt: '1 January 2026' }],
  ])('rejects %s', (_case, change) => {
    expect(publicUserSchema.safeParse({ ...user, ...change }).success).toBe(false);
  });
});

describe('field schemas', () => {
  it('trims names and emails', () => {
    expect(personNameSchema.parse('  Ada  ')).toBe('Ada');
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
  });
});

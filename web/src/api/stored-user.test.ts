import { describe, expect, it } from 'vitest';
import { publicUserSchema } from '../../../shared/schemas/user-schemas';
import { isStoredUser } from './stored-user';

const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Amira Khan',
  email: 'amira@example.com',
  role: 'parent',
  children: ['0123456789abcdef01234568'],
  students: [],
  createdAt: '2026-09-01T08:00:00.000Z',
};

describe('isStoredUser', () => {
  it('accepts what the API answers as a public user, with or without a phone', () => {
    expect(publicUserSchema.safeParse(user).success).toBe(true);
    expect(isStoredUser(user)).toBe(true);
    expect(isStoredUser({ ...user, phone: '+44 7700 900123' })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'amira'],
    ['no id', { ...user, _id: undefined }],
    ['an unknown role', { ...user, role: 'owner' }],
    ['children that are not ids', { ...user, children: [7] }],
    ['no students list', { ...user, students: undefined }],
    ['a numeric phone', { ...user, phone: 447700900123 }],
    ['no creation date', { ...user, createdAt: undefined }],
  ])('refuses %s', (_label, value) => {
    expect(isStoredUser(value)).toBe(false);
  });
});

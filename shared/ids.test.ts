import { describe, expect, it } from 'vitest';
import { idSchema } from './schemas/value-schemas';
import { idPattern, newId } from './ids';

describe('newId', () => {
  it('is 24 lowercase hex characters', () => {
    const id = newId();
    expect(id).toHaveLength(24);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(idPattern.test(id)).toBe(true);
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('never repeats across 10,000 ids', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) ids.add(newId());
    expect(ids.size).toBe(10_000);
  });

  it('starts with the seconds since the epoch of the given date, as 8 hex characters', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    const id = newId(date);
    expect(id.slice(0, 8)).toBe('6955b900');
    expect(parseInt(id.slice(0, 8), 16)).toBe(date.getTime() / 1000);
  });

  it('ignores milliseconds when encoding the time', () => {
    expect(newId(new Date('2026-01-01T00:00:00.999Z')).slice(0, 8)).toBe('6955b900');
  });

  it('pads early dates to 8 characters', () => {
    const id = newId(new Date('1970-01-01T00:00:01Z'));
    expect(id.slice(0, 8)).toBe('00000001');
    expect(id).toMatch(idPattern);
  });

  it('sorts later ids after earlier ones when the seconds differ', () => {
    const earlier = newId(new Date('2026-01-01T00:00:00Z'));
    const later = newId(new Date('2026-01-01T00:00:01Z'));
    const muchLater = newId(new Date('2030-06-15T12:00:00Z'));
    expect(earlier < later).toBe(true);
    expect(later < muchLater).toBe(true);
    expect([muchLater, earlier, later].sort()).toEqual([earlier, later, muchLater]);
  });
});

describe('idSchema', () => {
  const valid = '0123456789abcdef01234567';

  it('accepts 24 lowercase hex characters', () => {
    expect(idSchema.parse(valid)).toBe(valid);
  });

  it.each([
    ['uppercase', valid.toUpperCase()],
    ['one uppercase letter', '0123456789Abcdef01234567'],
    ['23 characters', valid.slice(0, 23)],
    ['25 characters', `${valid}0`],
    ['non-hex letters', '0123456789abcdefghijklmn'],
    ['a space', ' 123456789abcdef01234567'],
    ['empty', ''],
  ])('rejects %s with "Invalid ID format"', (_name, candidate) => {
    const result = idSchema.safeParse(candidate);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid ID format');
  });

  it('rejects non-strings', () => {
    expect(idSchema.safeParse(123).success).toBe(false);
    expect(idSchema.safeParse(undefined).success).toBe(false);
  });
});

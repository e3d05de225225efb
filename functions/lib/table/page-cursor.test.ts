import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor';

const expected = {
  attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  partition: { GSI1PK: 'LESSONS_BY_MONTH#2026-11' },
  sortKeyRange: { name: 'GSI1SK', from: '2026-11-01', to: '2026-11-30~' },
};
const key = { PK: 'LESSON#a', SK: 'LESSON', GSI1PK: 'LESSONS_BY_MONTH#2026-11', GSI1SK: '2026-11-12T10:00' };

describe('decodeCursor', () => {
  it('gives back the key it encoded', () => {
    expect(decodeCursor(encodeCursor(key), expected)).toEqual(key);
    expect(decodeCursor(undefined, expected)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another partition', encodeCursor({ ...key, GSI1PK: 'LESSONS_BY_MONTH#2026-12' })],
    ['a missing attribute', encodeCursor({ PK: key.PK, SK: key.SK, GSI1PK: key.GSI1PK })],
    ['an extra attribute', encodeCursor({ ...key, extra: 'x' })],
    ['an empty value', encodeCursor({ ...key, PK: '' })],
    ['a number value', encodeCursor({ ...key, SK: 1 })],
    ['a sort key before the range', encodeCursor({ ...key, GSI1SK: '2026-10-31' })],
    ['a sort key after the range', encodeCursor({ ...key, GSI1SK: '2026-12-01' })],
  ])('refuses %s with 400 Invalid cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor, expected)).toThrow(
      expect.objectContaining({ message: 'Invalid cursor' }),
    );
  });
});

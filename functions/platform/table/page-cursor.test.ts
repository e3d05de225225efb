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
    ['a cursor encoding null', Buffer.from('null').toString('base64url')],
    ['a cursor encoding a list', Buffer.from(JSON.stringify(Object.values(key))).toString('base64url')],
    ['a cursor encoding a string', Buffer.from(JSON.stringify('LESSON#a')).toString('base64url')],
    ['a cursor encoding a number', Buffer.from('12').toString('base64url')],
  ])('refuses %s with 400 Invalid cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor, expected)).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' }),
    );
  });

  it('encodes nothing when there is no next page, and a key as URL-safe base64 of its JSON', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(encodeCursor({ PK: 'A?>' })).toBe(Buffer.from('{"PK":"A?>"}').toString('base64url'));
    expect(encodeCursor({ PK: 'A?>' })).not.toMatch(/[+/=]/);
  });

  it('accepts a sort key exactly on either end of the range', () => {
    for (const sortKey of ['2026-11-01', '2026-11-30~']) {
      const onTheEdge = { ...key, GSI1SK: sortKey };
      expect(decodeCursor(encodeCursor(onTheEdge), expected)).toEqual(onTheEdge);
    }
  });

  it('refuses a sort key just outside either end of the range', () => {
    for (const sortKey of ['2026-10-31~', '2026-11-30~~']) {
      expect(() => decodeCursor(encodeCursor({ ...key, GSI1SK: sortKey }), expected)).toThrow(
        'Invalid cursor',
      );
    }
  });

  it('compares sort keys as DynamoDB does, by their UTF-8 bytes', () => {
    // U+FF5E (3 bytes in UTF-8) sorts after U+10000 (4 bytes, a surrogate pair) in UTF-16, before it in UTF-8.
    const range = { name: 'SK', from: 'A', to: 'A\u{FF5E}' };
    const onlySortKey = { attributes: ['PK', 'SK'], partition: { PK: 'P' }, sortKeyRange: range };
    expect(() => decodeCursor(encodeCursor({ PK: 'P', SK: 'A\u{10000}' }), onlySortKey)).toThrow(
      'Invalid cursor',
    );
    const wide = { ...onlySortKey, sortKeyRange: { name: 'SK', from: 'A', to: 'A\u{10000}' } };
    expect(decodeCursor(encodeCursor({ PK: 'P', SK: 'A\u{FF5E}' }), wide)).toEqual({
      PK: 'P',
      SK: 'A\u{FF5E}',
    });
  });

  it('holds a cursor to every partition attribute of the query, not just one of them', () => {
    const twoParts = { attributes: ['PK', 'SK'], partition: { PK: 'P', SK: 'S' } };
    expect(decodeCursor(encodeCursor({ PK: 'P', SK: 'S' }), twoParts)).toEqual({ PK: 'P', SK: 'S' });
    expect(() => decodeCursor(encodeCursor({ PK: 'P', SK: 'other' }), twoParts)).toThrow('Invalid cursor');
  });

  it('accepts any sort key when the query has no range, but not a missing one', () => {
    const noRange = { attributes: ['PK', 'SK'], partition: { PK: 'P' } };
    expect(decodeCursor(encodeCursor({ PK: 'P', SK: 'anything' }), noRange)).toEqual({
      PK: 'P',
      SK: 'anything',
    });
    expect(() => decodeCursor(encodeCursor({ PK: 'P' }), noRange)).toThrow('Invalid cursor');
  });
});

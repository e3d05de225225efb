import { badRequest } from '../http-errors';

type Key = Record<string, string>;

/** LastEvaluatedKey as an opaque URL-safe string. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/** An inclusive sort-key range, as in a `BETWEEN` key condition. */
export interface SortKeyRange {
  name: string;
  from: string;
  to: string;
}

/** DynamoDB orders strings by their UTF-8 bytes, which is not JavaScript's UTF-16 order. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function insideRange(key: Key, range: SortKeyRange | undefined): boolean {
  if (!range) return true;
  const value = key[range.name] ?? '';
  return byteOrder(range.from, value) <= 0 && byteOrder(value, range.to) <= 0;
}

/**
 * A cursor is only accepted with exactly the key attributes of the query it
 * continues, non-empty values, the same partition value and a sort key
 * inside the query's range: DynamoDB refuses any other start key with a
 * ValidationException, and a forged one must not move to another partition.
 */
export function decodeCursor(
  cursor: string | undefined,
  expected: { attributes: string[]; partition: Key; sortKeyRange?: SortKeyRange },
): Key | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).sort().join() === [...expected.attributes].sort().join() &&
    Object.values(key).every((value) => typeof value === 'string' && value !== '') &&
    Object.entries(expected.partition).every(([name, value]) => (key as Key)[name] === value) &&
    insideRange(key as Key, expected.sortKeyRange);
  if (!valid) throw badRequest('Invalid cursor');
  return key as Key;
}

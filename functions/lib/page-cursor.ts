import { badRequest } from './http-errors';

type Key = Record<string, string>;

/** LastEvaluatedKey as an opaque URL-safe string. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/**
 * A cursor is only accepted with exactly the key attributes of the query it
 * continues and the same partition value, so a forged one can neither break
 * the query nor move it to another partition.
 */
export function decodeCursor(
  cursor: string | undefined,
  expected: { attributes: string[]; partition: Key },
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
    Object.values(key).every((value) => typeof value === 'string') &&
    Object.entries(expected.partition).every(([name, value]) => (key as Key)[name] === value);
  if (!valid) throw badRequest('Invalid cursor');
  return key as Key;
}

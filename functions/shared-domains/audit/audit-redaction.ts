/**
 * What an audit entry may never hold: a secret, a hash of one, a token, or
 * the session bookkeeping that would help replay one. The deny-list is by
 * field name, at any depth, so a new field called `…Token` or `…Secret` is
 * left out without anyone remembering to list it. The field goes whole, name
 * and value (the API's leak guard refuses even a stored secret's name); a
 * service says that a password changed in words of its own (update-user.ts).
 */
const secretFieldPattern = /password|hash|token|secret|credential|sessionversion|endedsessions|signature/i;

/** The table's own bookkeeping: keys and index keys say nothing about the change. */
const storageFields = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'entity',
]);

export const isSecretField = (name: string) => secretFieldPattern.test(name);

/** A value as an entry stores it: sets as sorted lists, dates as ISO text, secrets hidden, no `undefined`. */
export function redacted(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (value instanceof Set) return [...value].map(redacted).sort();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return '[bytes]';
  if (Array.isArray(value)) return value.map(redacted);
  if (typeof value === 'object') return redactedFields(value);
  return value;
}

/** Any object's own fields (a record's, or a nested value's), as an entry stores them. */
export function redactedFields(fields: object): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (storageFields.has(name) || isSecretField(name) || value === undefined) continue;
    kept[name] = redacted(value);
  }
  return kept;
}

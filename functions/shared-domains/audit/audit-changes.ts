import { isDeepStrictEqual } from 'node:util';
import { redacted, redactedFields } from './audit-redaction';

type Fields = Record<string, unknown>;

export interface AuditChanges {
  before?: Fields;
  after?: Fields;
}

/**
 * The fields that differ between `before` and `after`, each side only with
 * those fields (a field absent on one side is absent there too). A creation
 * has no `before`, a deletion no `after`: then the one side is kept whole.
 * Compared after redaction so that sets and lists compare by content; secret
 * fields are left out of both sides whatever they hold.
 */
export function changedFields(before: Fields | undefined, after: Fields | undefined): AuditChanges {
  if (!before || !after)
    return {
      ...(before ? { before: redactedFields(before) } : {}),
      ...(after ? { after: redactedFields(after) } : {}),
    };
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const name of names) {
    if (isDeepStrictEqual(redacted(before[name]), redacted(after[name]))) continue;
    if (before[name] !== undefined) changedBefore[name] = before[name];
    if (after[name] !== undefined) changedAfter[name] = after[name];
  }
  return { before: redactedFields(changedBefore), after: redactedFields(changedAfter) };
}

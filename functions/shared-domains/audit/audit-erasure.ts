import { $get, $remove, $set, UpdateItemCommand, isConditionCheckFailed } from 'dynamodb-toolbox';
import {
  AuditEntryEntity,
  auditByTargetQuery,
  auditEntryRecord,
  type AuditEntryRecord,
} from '../../entities/audit-entry-entity';
import { queryEntityPages } from '../../platform/table/entity-query';

/** Every entry whose target is the record, newest first, a page at a time. */
export async function* auditEntryPagesAbout(targetId: string): AsyncGenerator<AuditEntryRecord[]> {
  for await (const page of queryEntityPages(AuditEntryEntity, auditByTargetQuery(targetId)))
    yield page.map(auditEntryRecord);
}

/**
 * Erasure's rewrite of an entry about an erased record: the values before and
 * after go (they may hold the person's name, email or notes), what stays is
 * ids, the kind of change, when, and the names of the fields that changed.
 * Idempotent: an entry already rewritten is rewritten to the same, and keeps
 * the time of its first erasure. Only an entry that still exists.
 */
export function auditEntryIdsOnly(entry: AuditEntryRecord, now = new Date()) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();
  return AuditEntryEntity.build(UpdateItemCommand)
    .item({
      id: entry.id,
      at: entry.at,
      // The whole list at once: the library would otherwise write it element by element.
      changedFields: $set(entry.changedFields ?? fields),
      erasedAt: $get('erasedAt', now.toISOString()),
      before: $remove(),
      after: $remove(),
    })
    .options({ condition: { attr: 'id', exists: true } });
}

/** Drops the entry's values (auditEntryIdsOnly); an entry deleted meanwhile is left deleted. */
export async function eraseAuditEntryValues(entry: AuditEntryRecord): Promise<void> {
  try {
    await auditEntryIdsOnly(entry).send();
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
  }
}

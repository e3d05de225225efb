import { auditByTargetQuery, auditEntryKeys, type AuditEntryRecord } from '../../entities/audit-entry-entity';
import type { TableQuery } from '../../platform/table/table-query';
import type { UpdateRequest } from '../../platform/table/table-write';

/** Every entry whose target is the record, newest first (page it with platform/table's queryPages). */
export function queryAuditEntriesAbout(targetId: string): TableQuery {
  return auditByTargetQuery(targetId);
}

/**
 * Erasure's rewrite of an entry about an erased record: the values before and
 * after go (they may hold the person's name, email or notes), what stays is
 * ids, the kind of change, when, and the names of the fields that changed.
 * Idempotent: an entry already rewritten is rewritten to the same.
 */
export function auditEntryIdsOnly(entry: AuditEntryRecord, now = new Date()): UpdateRequest {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();
  const names = entry.changedFields ?? fields;
  return {
    Key: auditEntryKeys.item(entry),
    UpdateExpression:
      'SET changedFields = :fields, erasedAt = if_not_exists(erasedAt, :now) REMOVE #before, #after',
    ExpressionAttributeNames: { '#before': 'before', '#after': 'after' },
    ExpressionAttributeValues: { ':fields': names, ':now': now.toISOString() },
    ConditionExpression: 'attribute_exists(PK)',
  };
}

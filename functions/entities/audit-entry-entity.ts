import type { AuditAction, AuditTargetType } from '../../shared/audit/audit-actions';
import type { Role } from '../../shared/roles';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import type { TableItem } from '../platform/table/table-item';
import type { SortKeyCondition, TableQuery } from '../platform/table/table-query';
import { putIfAbsent, type ItemPut } from '../platform/table/table-write';

/**
 * One privileged change, written in the transaction of the change itself and
 * never edited by a route (the one rewrite is erasure's, which drops the
 * changed values: shared-domains/audit/audit-erasure.ts).
 *
 * Every list is a Query on a time-sorted sort key `<iso time>#<id>`, so a date
 * range is a key condition and newest first is `ScanIndexForward: false`:
 * - all entries: the table's own partition `AUDIT#<yyyy-mm>`, one per UTC
 *   month so one busy month's writes do not all land on one partition forever;
 *   the list reads the months in turn, newest first;
 * - by actor: GSI1 `AUDIT_BY_ACTOR#<actorId>`;
 * - by record: GSI2 `AUDIT_BY_TARGET#<targetId>` (also what erasure finds);
 * - by kind: GSI3 `AUDIT_BY_ACTION#<action>`.
 */
export interface AuditEntryRecord {
  id: string;
  at: string;
  actorId: string;
  actorRole: Role;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The changed fields' values before and after (absent for a creation's before or a deletion's after). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Set instead of before/after once the record's personal data was erased: which fields changed, no values. */
  changedFields?: string[];
  requestId: string;
}

export const auditEntryEntityName = 'AuditEntry';

const sortKeyOf = (record: Pick<AuditEntryRecord, 'at' | 'id'>) => `${record.at}#${record.id}`;

export const auditEntryKeys = {
  monthPartition: (month: string) => `AUDIT#${month}`,
  actorPartition: (actorId: string) => `AUDIT_BY_ACTOR#${actorId}`,
  targetPartition: (targetId: string) => `AUDIT_BY_TARGET#${targetId}`,
  actionPartition: (action: AuditAction) => `AUDIT_BY_ACTION#${action}`,
  item: (record: Pick<AuditEntryRecord, 'at' | 'id'>) => ({
    PK: auditEntryKeys.monthPartition(record.at.slice(0, 7)),
    SK: sortKeyOf(record),
  }),
};

export function auditEntryItem(record: AuditEntryRecord): TableItem {
  const sortKey = sortKeyOf(record);
  return {
    ...auditEntryKeys.item(record),
    entity: auditEntryEntityName,
    GSI1PK: auditEntryKeys.actorPartition(record.actorId),
    GSI1SK: sortKey,
    GSI2PK: auditEntryKeys.targetPartition(record.targetId),
    GSI2SK: sortKey,
    GSI3PK: auditEntryKeys.actionPartition(record.action),
    GSI3SK: sortKey,
    ...record,
  };
}

/** The entry's write for the change's transaction; a new id and key, so it never overwrites another. */
export function auditEntryPut(record: AuditEntryRecord): ItemPut {
  return putIfAbsent(auditEntryItem(record));
}

export function auditEntryFromItem(item: TableItem): AuditEntryRecord {
  return {
    id: item.id as string,
    at: item.at as string,
    actorId: item.actorId as string,
    actorRole: item.actorRole as Role,
    action: item.action as AuditAction,
    targetType: item.targetType as AuditTargetType,
    targetId: item.targetId as string,
    ...(item.before ? { before: item.before as Record<string, unknown> } : {}),
    ...(item.after ? { after: item.after as Record<string, unknown> } : {}),
    ...(item.changedFields ? { changedFields: item.changedFields as string[] } : {}),
    requestId: item.requestId as string,
  };
}

export function toAuditEntry(record: AuditEntryRecord): AuditEntry {
  return {
    _id: record.id,
    at: record.at,
    actorId: record.actorId,
    actorRole: record.actorRole,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    ...(record.before ? { before: record.before } : {}),
    ...(record.after ? { after: record.after } : {}),
    requestId: record.requestId,
  };
}

/** Instants as stored (ISO, UTC); `to` is exclusive. */
export interface AuditTimeRange {
  from: string;
  to: string;
}

/** `[from, to)`: an entry at exactly `to` sorts after `to` itself (its key goes on with `#id`). */
const rangeCondition = (range: AuditTimeRange): SortKeyCondition => ({ between: [range.from, range.to] });

/** One month's entries, newest first. */
export function auditMonthQuery(month: string, range: AuditTimeRange): TableQuery {
  return {
    partition: auditEntryKeys.monthPartition(month),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

export function auditByActorQuery(actorId: string, range: AuditTimeRange): TableQuery {
  return {
    index: 'GSI1',
    partition: auditEntryKeys.actorPartition(actorId),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

export function auditByTargetQuery(targetId: string, range?: AuditTimeRange): TableQuery {
  return {
    index: 'GSI2',
    partition: auditEntryKeys.targetPartition(targetId),
    ...(range ? { sortKey: rangeCondition(range) } : {}),
    newestFirst: true,
  };
}

export function auditByActionQuery(action: AuditAction, range: AuditTimeRange): TableQuery {
  return {
    index: 'GSI3',
    partition: auditEntryKeys.actionPartition(action),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

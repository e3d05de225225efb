import {
  Entity,
  any,
  item,
  list,
  string,
  type Condition,
  type FormattedItem,
  PutTransaction,
} from 'dynamodb-toolbox';
import { auditActions, auditTargetTypes, type AuditAction } from '../../shared/audit/audit-actions';
import { roles } from '../../shared/roles';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import { queryEntityPage, type EntityQuery } from '../platform/table/entity-query';
import { putEntityItem } from '../platform/table/entity-writes';
import { indexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { SortKeyCondition } from '../platform/table/entity-query';
import type { EntityWrite } from '../platform/table/table-write';

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
const sortKeyOf = (entry: { at: string; id: string }) => `${entry.at}#${entry.id}`;

export const auditEntryKeys = {
  monthPartition: (month: string) => `AUDIT#${month}`,
  actorPartition: (actorId: string) => `AUDIT_BY_ACTOR#${actorId}`,
  targetPartition: (targetId: string) => `AUDIT_BY_TARGET#${targetId}`,
  actionPartition: (action: AuditAction) => `AUDIT_BY_ACTION#${action}`,
  item: (entry: { at: string; id: string }) => ({
    PK: auditEntryKeys.monthPartition(entry.at.slice(0, 7)),
    SK: sortKeyOf(entry),
  }),
};

/** The changed fields' values, as audit-redaction.ts left them (plain JSON: no sets, no secrets). */
const changedValues = () => any().castAs<Record<string, unknown>>().optional();

const auditEntrySchema = item({
  id: string().key(),
  at: string().key(),
  actorId: string(),
  actorRole: string().enum(...roles),
  action: string().enum(...auditActions),
  targetType: string().enum(...auditTargetTypes),
  targetId: string(),
  /** The changed fields' values before and after (absent for a creation's before or a deletion's after). */
  before: changedValues(),
  after: changedValues(),
  /** Set instead of before/after once the record's personal data was erased: which fields changed, no values. */
  changedFields: list(string()).optional(),
  /** When erasure dropped the values (audit-erasure.ts). */
  erasedAt: string().optional(),
  requestId: string(),
});

export const AuditEntryEntity = new Entity({
  name: 'AuditEntry',
  table: schoolTable,
  timestamps: false,
  schema: auditEntrySchema.and((schema) => ({
    ...indexKeys(schema, 'GSI1', {
      partition: ({ actorId }) => auditEntryKeys.actorPartition(actorId),
      sort: sortKeyOf,
    }),
    ...indexKeys(schema, 'GSI2', {
      partition: ({ targetId }) => auditEntryKeys.targetPartition(targetId),
      sort: sortKeyOf,
    }),
    ...indexKeys(schema, 'GSI3', {
      partition: ({ action }) => auditEntryKeys.actionPartition(action),
      sort: sortKeyOf,
    }),
  })),
  computeKey: auditEntryKeys.item,
});

type StoredAuditEntry = FormattedItem<typeof AuditEntryEntity>;

export type AuditEntryRecord = Omit<StoredAuditEntry, 'erasedAt'>;

/** A new id and key: an entry never overwrites another. */
const newEntryOnly: Condition<typeof AuditEntryEntity> = { attr: 'id', exists: false };

/** The entry's write for the change's transaction. */
export function auditEntryPut(record: AuditEntryRecord): EntityWrite {
  return AuditEntryEntity.build(PutTransaction).item(record).options({ condition: newEntryOnly });
}

/** The entry written on its own, for an act that changes no record (it has no transaction to join). */
export async function putAuditEntry(record: AuditEntryRecord): Promise<void> {
  await putEntityItem(AuditEntryEntity, record, { condition: newEntryOnly });
}

/** An entry as the change wrote it, without the erasure's own bookkeeping. */
export function auditEntryRecord(entry: StoredAuditEntry): AuditEntryRecord {
  const { erasedAt: _erasedAt, ...record } = entry;
  return record;
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

export type AuditEntryQuery = EntityQuery<typeof AuditEntryEntity>;

/** One month's entries, newest first. */
export function auditMonthQuery(month: string, range: AuditTimeRange): AuditEntryQuery {
  return {
    partition: auditEntryKeys.monthPartition(month),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

export function auditByActorQuery(actorId: string, range: AuditTimeRange): AuditEntryQuery {
  return {
    index: 'GSI1',
    partition: auditEntryKeys.actorPartition(actorId),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

export function auditByTargetQuery(targetId: string, range?: AuditTimeRange): AuditEntryQuery {
  return {
    index: 'GSI2',
    partition: auditEntryKeys.targetPartition(targetId),
    ...(range ? { sortKey: rangeCondition(range) } : {}),
    newestFirst: true,
  };
}

export function auditByActionQuery(action: AuditAction, range: AuditTimeRange): AuditEntryQuery {
  return {
    index: 'GSI3',
    partition: auditEntryKeys.actionPartition(action),
    sortKey: rangeCondition(range),
    newestFirst: true,
  };
}

/** Whether an entry of this kind exists (within the audit log's retention): one Query of at most one item. */
export async function auditActionRecorded(action: AuditAction): Promise<boolean> {
  const page = await queryEntityPage(
    AuditEntryEntity,
    { index: 'GSI3', partition: auditEntryKeys.actionPartition(action), attributes: ['id', 'at'] },
    { limit: 1 },
  );
  return page.items.length > 0;
}

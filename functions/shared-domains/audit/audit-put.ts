import type { AuditAction, AuditTargetType } from '../../../shared/audit/audit-actions';
import { newId } from '../../../shared/ids';
import type { Principal } from '../../platform/access-tokens';
import { auditEntryPut, putAuditEntry, type AuditEntryRecord } from '../../entities/audit-entry-entity';
import type { EntityWrite } from '../../platform/table/table-write';
import { changedFields } from './audit-changes';

export interface AuditedChange {
  /** Who made the change: the account's id and current role (never the token's display name). */
  principal: Pick<Principal, 'userId' | 'role'>;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  /** The record before and after the change (whole or in part); only the fields that differ are kept. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** API Gateway's id of the request that made the change (`RouteInput.requestId`). */
  requestId: string;
  now?: Date;
}

/**
 * The audit entry of one privileged change, for the change's own
 * transaction: the entry exists exactly when the change committed. One item
 * of the transaction's 100. Secrets are hidden here, whatever the caller
 * passes (audit-redaction.ts).
 */
export function auditPut(change: AuditedChange): EntityWrite {
  const entry = auditEntryOf(change);
  return auditEntryPut(entry);
}

/** The entry of a privileged act that changes no record (a staff export), written on its own. */
export async function recordAudit(change: AuditedChange): Promise<void> {
  await putAuditEntry(auditEntryOf(change));
}

function auditEntryOf(change: AuditedChange): AuditEntryRecord {
  const now = change.now ?? new Date();
  return {
    id: newId(now),
    at: now.toISOString(),
    actorId: change.principal.userId,
    actorRole: change.principal.role,
    action: change.action,
    targetType: change.target.type,
    targetId: change.target.id,
    ...changedFields(change.before, change.after),
    requestId: change.requestId,
  };
}

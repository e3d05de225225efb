import type { ImportMapping } from '../../shared/imports/import-columns';
import type { PlannedRow } from '../../shared/imports/import-plan';
import type { ImportView } from '../../shared/schemas/import-schemas';
import type { GroupResult, ImportRecord } from '../entities/import-entity';
import type { Principal } from '../platform/access-tokens';
import { forbidden } from '../platform/http-errors';

/** A running job that has not reported progress for this long has lost its worker (its timeout is 15 minutes). */
const silentJobMs = 16 * 60_000;

/** Families may be imported by super_admin and admin, teachers only by super_admin (issue 38). */
export function assertMayImport(principal: Pick<Principal, 'role'>, kind: ImportRecord['kind']): void {
  if (kind === 'teachers' && principal.role !== 'super_admin')
    throw forbidden('Only the Super Admin can import teachers');
}

/** The import as the API answers it: its head, and each planned row with what the job did with it. */
export function importView(
  record: ImportRecord,
  rows: readonly PlannedRow[],
  results: readonly GroupResult[] = [],
): ImportView {
  const outcomes = new Map(results.flatMap((result) => result.rows.map((row) => [row.row, row] as const)));
  const tally = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const { outcome } of outcomes.values()) tally[outcome] += 1;
  const silent = record.status === 'applying' && Date.now() - Date.parse(record.updatedAt) > silentJobMs;
  return {
    importId: record.id,
    kind: record.kind,
    fileName: record.fileName,
    status: silent ? 'failed' : record.status,
    columns: record.headers,
    mapping: record.mapping satisfies ImportMapping,
    counts: record.counts,
    total: record.total,
    processed: record.processed,
    sendInvitations: record.sendInvitations,
    invitationsSent: record.invitationsSent,
    outcomes: tally,
    ...(record.failure
      ? { failure: record.failure }
      : silent
        ? { failure: 'The job stopped unexpectedly' }
        : {}),
    createdAt: record.createdAt,
    rows: rows.map((row) => {
      const done = outcomes.get(row.row);
      return {
        row: row.row,
        verdict: row.verdict,
        ...(row.reason ? { reason: row.reason } : {}),
        label: row.label,
        ...(done ? { outcome: done.outcome, ...(done.message ? { message: done.message } : {}) } : {}),
      };
    }),
  };
}

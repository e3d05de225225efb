import { importTemplateCsv } from '../../shared/imports/import-columns';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  findImport,
  importApplyStart,
  importResults,
  importRows,
  type ImportRecord,
} from '../entities/import-entity';
import type { Principal } from '../platform/access-tokens';
import { conflict, notFound } from '../platform/http-errors';
import { legWritten } from '../platform/job-legs';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { writeTransaction } from '../platform/table/write-transaction';
import { assertMayImport, importView } from './import-view';
import { importGroups } from './import-worker';

async function loadImport(importId: string, principal: Principal): Promise<ImportRecord> {
  const record = await findImport(importId);
  if (!record) throw notFound('Import not found');
  assertMayImport(principal, record.kind);
  return record;
}

const alreadyApplied = 'This import has already been applied. Upload the file again to import it once more.';

/**
 * Starts the job that applies a previewed import (202 with its id; GET /imports/{id} follows it). One import is
 * applied at a time in the school: a second is refused (409) until the first is done, so two imports of the
 * same families never race to add the same child.
 */
export const applyImport: RouteService<RouteTable['students.importApply']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const record = await loadImport(params.id, principal);
  if (record.status !== 'previewed') throw conflict(alreadyApplied);
  const groups = importGroups(record.kind, await importRows(record.id));
  const writes = importApplyStart(record, {
    total: groups.length,
    sendInvitations: body.sendInvitations,
    appliedBy: { userId: principal.userId, role: principal.role },
    requestId,
    now: new Date(),
  });
  const transaction = namedWrites(writes);
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('head')) throw conflict(alreadyApplied);
    if (refused.has('running'))
      throw conflict('Another import is being applied. Wait for it to finish, then apply this one.');
    throw error;
  }
  legWritten(record.id, 1, 'import');
  const what = record.kind === 'families' ? 'families' : 'teachers';
  return { data: { jobId: record.id }, message: `Importing ${groups.length} ${what}` };
};

export const getImport: RouteService<RouteTable['students.import']> = async ({ params, principal }) => {
  const record = await loadImport(params.id, principal);
  const [rows, results] = await Promise.all([importRows(record.id), importResults(record.id)]);
  return { data: importView(record, rows, results) };
};

export const importTemplate: RouteService<RouteTable['students.importTemplate']> = async ({
  query,
  principal,
}) => {
  assertMayImport(principal, query.kind);
  return {
    data: new TextEncoder().encode(importTemplateCsv(query.kind)),
    fileName: `import-${query.kind}-template.csv`,
  };
};

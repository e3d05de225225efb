import { guessMapping, mappingFits, type ImportMapping } from '../../shared/imports/import-columns';
import { planImport, verdictCounts } from '../../shared/imports/import-plan';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  importCreation,
  importExpiry,
  readImportMapping,
  saveImportMapping,
  type ImportRecord,
} from '../entities/import-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';
import { loadPlanContext } from './import-context';
import { readSpreadsheet } from './import-spreadsheet';
import { assertMayImport, importView } from './import-view';

/** The mapping staff chose (remembered for the next file of this kind), the remembered one if it fits, or a guess. */
async function chooseMapping(
  kind: ImportRecord['kind'],
  headers: readonly string[],
  chosen: ImportMapping | undefined,
): Promise<ImportMapping> {
  if (chosen) {
    const missing = Object.values(chosen).find((header) => header !== undefined && !headers.includes(header));
    if (missing !== undefined)
      throw badRequest(`The mapping names a column the file does not have: "${missing}"`);
    await saveImportMapping(kind, chosen, new Date().toISOString());
    return chosen;
  }
  const remembered = await readImportMapping(kind);
  return remembered && mappingFits(remembered, headers) ? remembered : guessMapping(kind, headers);
}

/**
 * Reads the file and decides every row against the school as it is now (issue 38, docs/import.md). Only the
 * import itself is written (its head and rows, in one transaction); no family, student or teacher changes
 * until staff apply it.
 */
export const previewImport: RouteService<RouteTable['students.importPreview']> = async ({
  body,
  principal,
}) => {
  assertMayImport(principal, body.kind);
  const bytes = Buffer.from(body.content, 'base64');
  const sheet = await readSpreadsheet(body.fileName, bytes);
  const mapping = await chooseMapping(body.kind, sheet.headers, body.mapping);
  const emailColumn = mapping.email === undefined ? -1 : sheet.headers.indexOf(mapping.email);
  const emails = emailColumn < 0 ? [] : sheet.rows.map((row) => (row.cells[emailColumn] ?? '').trim());
  const context = await loadPlanContext(body.kind, emails);
  const rows = planImport(body.kind, sheet.headers, sheet.rows, mapping, context);
  const now = new Date();
  const record: ImportRecord = {
    id: newId(now),
    kind: body.kind,
    fileName: body.fileName,
    status: 'previewed',
    headers: sheet.headers,
    mapping,
    counts: verdictCounts(rows),
    rowCount: rows.length,
    total: 0,
    processed: 0,
    sendInvitations: false,
    invitationsSent: 0,
    leg: 0,
    claimedLeg: 0,
    createdBy: { userId: principal.userId, role: principal.role },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: importExpiry(now),
  };
  await writeTransaction(importCreation(record, rows));
  const { counts } = record;
  return {
    data: importView(record, rows),
    message: `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.error} with errors`,
  };
};

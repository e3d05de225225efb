import { zipSync, strToU8, type Zippable } from 'fflate';
import { familyRoles, staffAdminRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { recordAudit } from '../shared-domains/audit/audit-put';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { readStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { getUserById } from '../entities/user-entity';
import { forbidden, HttpError, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { familyExportDocument, familyInvoices, invoicePdfPath } from './family-export-data';
import { familyExportSummary } from './family-export-summary';
import {
  invoicePdf,
  readInvoicePdfSchool,
  type InvoicePdfSchool,
} from '../shared-domains/invoice-documents/invoice-pdf';

/**
 * What a Lambda answer may carry through API Gateway: 6 MB of response
 * payload, and binary leaves base64-encoded (4/3 larger), with room for the
 * headers. A larger zip would need the S3 object and signed link (see
 * docs/data-export.md); until then the family is told plainly.
 */
export const maxExportBytes = 4_400_000;

/** PDFs read or made at once: each is one S3 round trip, and a miss renders (≈ 10 ms of CPU). */
const pdfsInFlight = 8;

const isStaff = (principal: { role: string }) => staffAdminRoles.some((role) => role === principal.role);

/** A family exports only itself; staff any family. Another family's id is refused before anything is read. */
function assertMayExport(principal: { role: string; userId: string }, familyId: string) {
  if (isStaff(principal)) return;
  if (principal.userId !== familyId) throw forbidden('You can only export your own data');
}

async function invoicePdfs(invoices: readonly InvoiceRecord[], school: InvoicePdfSchool) {
  const files: Zippable = {};
  for (let start = 0; start < invoices.length; start += pdfsInFlight) {
    await Promise.all(
      invoices.slice(start, start + pdfsInFlight).map(async (invoice) => {
        const bytes = await invoicePdf(invoice, school, await readStoredInvoicePdf(invoice.id));
        // Stored, not deflated: a PDF's streams are compressed already.
        files[invoicePdfPath(invoice)] = [bytes, { level: 0 }];
      }),
    );
  }
  return files;
}

/**
 * Staff reading everything about a family is a privileged act: the audit log
 * names who took the export (a family downloading its own is not recorded).
 * Written once the zip is made, so a refused export (413) leaves no entry.
 */
async function auditStaffExport(principal: Principal, familyId: string, pdfCount: number, requestId: string) {
  if (!isStaff(principal)) return;
  await recordAudit({
    principal,
    action: 'user.export',
    target: { type: 'user', id: familyId },
    after: {
      exported: `data.json, summary.txt and ${pdfCount} invoice ${pdfCount === 1 ? 'PDF' : 'PDFs'}`,
    },
    requestId,
  });
}

/**
 * GET /users/{id}/export: everything the school holds about a family and its
 * children as one zip (UK GDPR art. 15 and 20; UAE PDPL): `data.json` in the
 * documented shape (docs/data-export.md), `summary.txt` for reading, and each
 * invoice sent to the family as `invoices/<number>.pdf`. It changes no record:
 * the PDFs it makes are kept for the next export as the invoice export keeps
 * them, and staff's download writes its audit entry.
 */
export const exportFamily: RouteService<RouteTable['users.export']> = async ({
  params,
  principal,
  requestId,
}) => {
  assertMayExport(principal, params.id);
  const family = await getUserById(params.id);
  if (!family || !familyRoles.includes(family.role)) throw notFound('Family not found');
  const now = new Date();
  const [invoices, school] = await Promise.all([familyInvoices(family.id), readInvoicePdfSchool()]);
  const [document, pdfs] = await Promise.all([
    familyExportDocument(family, invoices, { name: school.schoolName, profile: school.profile }, now),
    invoicePdfs(invoices, school),
  ]);
  const zip = zipSync({
    'data.json': strToU8(JSON.stringify(document, null, 2)),
    'summary.txt': strToU8(familyExportSummary(document)),
    ...pdfs,
  });
  if (zip.byteLength > maxExportBytes)
    // 413 as the CSV exports answer (functions/platform/csv/csv-export.ts): the answer would be too large.
    throw new HttpError(
      413,
      "This export is too large to download at once. Please ask the school's data contact for a copy.",
    );
  await auditStaffExport(principal, family.id, Object.keys(pdfs).length, requestId);
  return { data: zip, fileName: `family-data-${now.toISOString().slice(0, 10)}.zip` };
};

import type { RouteTable } from '../../shared/routes/route-table';
import type { RouteService } from '../platform/route-service';
import { loadFamilyStatement } from '../shared-domains/billing/family-statement-sources';
import { statementFileName, statementPdf } from '../shared-domains/invoice-documents/statement-pdf';

/**
 * GET /families/{id}/statement.pdf: the statement the JSON route answers
 * (same reads, same rule, same 404 for another family's), drawn as a PDF.
 */
export const exportFamilyStatement: RouteService<RouteTable['invoices.familyStatementPdf']> = async ({
  params,
  principal,
}) => {
  const statement = await loadFamilyStatement(principal, params.id);
  return { data: await statementPdf(statement), fileName: statementFileName(statement) };
};

import { documentRoutes } from '../../shared/routes/document-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { exportFamily } from './export-family';
import { exportInvoice } from './export-invoice';
import { exportFamilyStatement } from './export-family-statement';
import { exportCreditNote } from './export-credit-note';
import { getSchoolLogo, removeSchoolLogo, uploadSchoolLogo } from './school-logo';

/** Its own function: pdf-lib and the fonts load only here (and only when a PDF is made). */
export const handler = createDomainHandler('documents', documentRoutes, {
  'invoices.export': exportInvoice,
  'invoices.familyStatementPdf': exportFamilyStatement,
  'invoices.creditNoteExport': exportCreditNote,
  'users.export': exportFamily,
  'invoices.schoolLogo': getSchoolLogo,
  'invoices.uploadSchoolLogo': uploadSchoolLogo,
  'invoices.removeSchoolLogo': removeSchoolLogo,
});

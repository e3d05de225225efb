import * as z from 'zod';
import { invoiceIdParamsSchema } from '../schemas/invoice-schemas';
import { idParamsSchema } from '../schemas/people-schemas';
import { familyRoles, staffAdminRoles } from '../roles';
import { viewRefusal, viewers } from './invoice-access';
import { defineDomainRoutes } from './route-definition';

/** Its own function: pdf-lib and the font load only where a PDF is made. */
export const documentRoutes = defineDomainRoutes('documents', {
  'invoices.export': {
    method: 'GET',
    path: '/invoices/{id}/export',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary: 'The invoice as a PDF named {invoiceNumber}.pdf, kept in S3 until the invoice changes',
    params: invoiceIdParamsSchema,
    data: z.instanceof(Uint8Array),
    produces: 'application/pdf',
  },
  'users.export': {
    method: 'GET',
    path: '/users/{id}/export',
    // Here rather than in users: the zip holds the family's invoice PDFs, and pdf-lib lives in this function.
    access: [...staffAdminRoles, ...familyRoles],
    forbiddenMessage: 'You do not have permission to export this data',
    summary:
      "Everything the school holds about a family and its children as one zip (data.json, summary.txt, invoice PDFs): the family's own, or any family's for staff",
    params: idParamsSchema,
    data: z.instanceof(Uint8Array),
    produces: 'application/zip',
  },
});

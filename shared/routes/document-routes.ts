import * as z from 'zod';
import { invoiceIdParamsSchema } from '../schemas/invoice-schemas';
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
});

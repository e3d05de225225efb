import * as z from 'zod';
import { invoiceIdParamsSchema } from '../schemas/invoice-schemas';
import { creditNoteIdParamsSchema } from '../schemas/credit-note-schemas';
import { idParamsSchema } from '../schemas/people-schemas';
import { familyIdParamsSchema } from '../schemas/statement-schemas';
import { familyRoles, staffAdminRoles } from '../roles';
import {
  logoUploadBodyBytes,
  schoolLogoSchema,
  schoolLogoUploadSchema,
  schoolProfileSchema,
} from '../schemas/school-profile-schemas';
import { billing, billingRefusal, viewRefusal, viewers } from './invoice-access';
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
  'invoices.familyStatementPdf': {
    method: 'GET',
    path: '/families/{id}/statement.pdf',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary:
      "A family's statement as a PDF: one table per currency with its running balance and totals (families: their own)",
    params: familyIdParamsSchema,
    data: z.instanceof(Uint8Array),
    produces: 'application/pdf',
  },
  'invoices.creditNoteExport': {
    method: 'GET',
    path: '/credit-notes/{id}/export',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary: 'The credit note as a PDF named {number}.pdf (families: their own)',
    params: creditNoteIdParamsSchema,
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
  // The logo's routes live here because checking an image is pdf-lib's decoding, which only this function bundles.
  'invoices.schoolLogo': {
    method: 'GET',
    path: '/school-profile/logo',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary: "The school's logo (PNG or JPEG, base64) as invoices and their PDFs show it, or null",
    data: schoolLogoSchema,
  },
  'invoices.uploadSchoolLogo': {
    method: 'PUT',
    path: '/school-profile/logo',
    access: billing,
    forbiddenMessage: billingRefusal,
    summary:
      'Store the school logo: a PNG or JPEG of at most 500 KB, checked by decoding it (stored PDFs are made again)',
    body: schoolLogoUploadSchema,
    maxBodyBytes: logoUploadBodyBytes,
    data: schoolProfileSchema,
  },
  'invoices.removeSchoolLogo': {
    method: 'DELETE',
    path: '/school-profile/logo',
    access: billing,
    forbiddenMessage: billingRefusal,
    summary: 'Remove the school logo from invoices and their PDFs',
    data: schoolProfileSchema,
  },
});

import type { Invoice } from '../../../../shared/schemas/invoice-schemas';

/** Where to pay in the invoice's currency, as the school profile holds it. */
export interface PdfPaymentInstructions {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  iban: string;
}

/** What the PDF says about the school besides its name (settings → School profile). */
export interface InvoiceSchoolProfile {
  legalName: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  vatNumber: string;
  trn: string;
  paymentInstructions?: PdfPaymentInstructions;
}

export interface InvoiceSchool {
  schoolName: string;
  profile?: InvoiceSchoolProfile;
  logo?: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' };
}

/** The UAE's tax invoice: dirhams with VAT charged. */
export const isTaxInvoice = (invoice: Pick<Invoice, 'currency' | 'tax'>) =>
  invoice.currency === 'AED' && invoice.tax > 0;

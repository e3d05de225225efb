/** The invoice limits requests are checked against and screens page by (no zod here: screens import them). */

/** Invoice lists show 10 a page. */
export const invoicePageSize = 10;
export const maxInvoicePageSize = 50;
/** Deeper pages are reached by filters; it keeps every list request one small Query. */
export const maxInvoicePage = 1000;
/** One DynamoDB transaction writes an invoice with its lessons; this keeps it within the 100-item limit. */
export const maxLessonsPerInvoice = 60;
export const maxInvoiceNotesLength = 1000;

/*
 * The invoice fonts as the deployment and the functions that make invoice
 * PDFs (documents, and the mailer for the invoice email) name them. The
 * Lambda bundle holds no node_modules, so the CDK app copies these two TTF
 * files from `node_modules/dejavu-fonts-ttf/ttf/` into a folder of each of
 * those bundles and points `INVOICE_FONT_DIR` at it;
 * functions/shared-domains/invoice-documents/invoice-fonts.ts reads them from
 * there, or from the installed package when the variable is unset (the local
 * runtime, tests). Kept here, below the domains, so the infrastructure never
 * imports a domain's code.
 */
export const invoiceFontDirVariable = 'INVOICE_FONT_DIR';

/** DejaVu Sans: Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian… (no CJK). */
export const invoiceFontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

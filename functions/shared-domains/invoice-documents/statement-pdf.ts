import type { LoadedFamilyStatement } from '../billing/family-statement-sources';
import { readInvoicePdfSchool, schoolOf } from './invoice-pdf';

/**
 * A family's statement as a PDF (docs/statement.md): made on every request
 * and never stored, since any payment, credit or new invoice of the family
 * changes it. pdf-lib and the fonts load only here.
 */
export async function statementPdf(statement: LoadedFamilyStatement): Promise<Uint8Array<ArrayBuffer>> {
  const school = await schoolOf(await readInvoicePdfSchool());
  const { renderStatementPdf } = await import('./render-statement-pdf');
  return renderStatementPdf({
    school,
    family: { name: statement.family.name, email: statement.family.email },
    date: statement.date,
    currencies: statement.currencies,
  });
}

/** `statement-fay-family-2026-12-02.pdf`: the family's name in letters and digits only, so any header carries it. */
export function statementFileName(statement: Pick<LoadedFamilyStatement, 'family' | 'date'>): string {
  const name = statement.family.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `statement-${name ? `${name}-` : ''}${statement.date}.pdf`;
}

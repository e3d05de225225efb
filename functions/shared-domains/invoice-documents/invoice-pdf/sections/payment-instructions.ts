import { labelledRows } from '../labelled-rows';
import type { InvoiceSection } from '../section';

/**
 * Until it is paid (never on a void invoice, where nothing is due): where to
 * send the money in the invoice's currency, quoting the invoice number.
 */
export const paymentInstructions: InvoiceSection = (layout, { invoice, school, status }) => {
  const account = school.profile?.paymentInstructions;
  if (!account || status === 'paid' || status === 'void') return;
  const rows: [string, string][] = [['Account name', account.accountName]];
  if (account.sortCode) rows.push(['Sort code', account.sortCode]);
  if (account.accountNumber) rows.push(['Account number', account.accountNumber]);
  if (account.iban) rows.push(['IBAN', account.iban]);
  rows.push(['Reference', invoice.invoiceNumber]);
  labelledRows(layout, 'How to pay', rows);
};

import { Link } from 'react-router-dom';
import { familyStatementPath, invoicePath } from '../../../screens';
import type { DraftReference } from './send-drafts-model';

export type InvoiceReference = (DraftReference | { invoiceId: string; label: string }) & { note?: string };

/**
 * The invoices a bulk job made or sent, each by its number (to the invoice)
 * with the student and the family (to the family's statement), instead of
 * "Draft 1, Draft 2". One the screen has not read shows its label.
 */
export function InvoiceReferenceList({
  label,
  references,
  tone = 'plain',
}: {
  label: string;
  references: readonly InvoiceReference[];
  tone?: 'plain' | 'error';
}) {
  if (references.length === 0) return null;
  return (
    <ul aria-label={label} className="max-h-60 space-y-1 overflow-y-auto text-sm">
      {references.map((reference) => (
        <li key={reference.invoiceId} className={tone === 'error' ? 'text-red-800' : 'text-slate-800'}>
          <Link className="font-semibold text-brand-700 underline" to={invoicePath(reference.invoiceId)}>
            {'invoiceNumber' in reference ? reference.invoiceNumber : reference.label}
          </Link>
          {'familyId' in reference ? (
            <>
              {' '}
              <bdi>{reference.studentName}</bdi>,{' '}
              <Link className="text-brand-700 underline" to={familyStatementPath(reference.familyId)}>
                <bdi>{reference.familyName}</bdi>
              </Link>
            </>
          ) : null}
          {reference.note ? <>: {reference.note}</> : null}
        </li>
      ))}
    </ul>
  );
}

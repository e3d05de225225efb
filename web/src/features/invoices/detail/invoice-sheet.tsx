import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortDate } from '../../../../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { formatMoney } from '../../../../../shared/invoices/money';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { InvoiceDetailLessons } from './invoice-detail-lessons';
import { InvoiceOtherLines, type InvoiceOtherLinesProps } from './invoice-other-lines';
import { instantDateText } from './invoice-detail-model';
import { useSchoolLogo } from '../school-logo-api';
import { familyStatementPath } from '../../../screens';
import { EmailAddress } from '../../../components/email-address';

export interface InvoiceSheetProps {
  invoice: Invoice;
  status: InvoiceStatus;
  period: string;
  canEditRates: boolean;
  onSaveRate: (item: InvoiceItem, rate: number, onDone: () => void) => void;
  savingItemId: string | null;
  /** Fees and discounts: Add line and remove (super_admin on a draft, as rates). */
  lines: Omit<InvoiceOtherLinesProps, 'items' | 'currency' | 'taxed' | 'canEdit'>;
}

/** The invoice as the family receives it, as on its PDF: logo, bill-to, details, lessons, totals and notes. */
export function InvoiceSheet({
  invoice,
  status,
  period,
  canEditRates,
  onSaveRate,
  savingItemId,
  lines,
}: InvoiceSheetProps) {
  const lessons = invoice.items.filter((item) => item.kind === 'lesson');
  const others = invoice.items.filter((item) => item.kind !== 'lesson');
  return (
    <article
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      className="space-y-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <SchoolLogo />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="invoice-bill-to-heading">
          <h2
            id="invoice-bill-to-heading"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            Bill To
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Field label="Student">
              {/* Names isolated: one in Arabic script keeps its own direction (issue 40). */}
              <bdi className="font-semibold text-slate-900">{invoice.student.name || 'Unnamed Student'}</bdi>
            </Field>
            <Field label="Grade">{invoice.student.grade || '-'}</Field>
            <Field label="Parent">
              <bdi>{invoice.parent.name || '-'}</bdi>
            </Field>
            <Field label="Email">
              {invoice.parent.email ? <EmailAddress email={invoice.parent.email} /> : '-'}
            </Field>
            <Field label="Account">
              <Link
                to={familyStatementPath(invoice.parent._id)}
                className="font-semibold text-brand-700 hover:underline"
              >
                Family statement
              </Link>
            </Field>
          </dl>
        </section>
        <section aria-labelledby="invoice-details-heading">
          <h2
            id="invoice-details-heading"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            Invoice Details
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Field label="Invoice number">{invoice.invoiceNumber}</Field>
            <Field label="Date">{instantDateText(invoice.createdAt)}</Field>
            <Field label="Period">{period}</Field>
            <Field label="Currency">{invoice.currency}</Field>
            <Field label="Due date">
              <span className={status === 'overdue' ? 'font-semibold text-red-800' : undefined}>
                {shortDate(invoice.dueDate)}
              </span>
            </Field>
          </dl>
        </section>
      </div>

      <section aria-labelledby="invoice-lessons-heading" className="space-y-3">
        <h2 id="invoice-lessons-heading" className="text-lg font-semibold text-slate-900">
          Lessons
          <span className="ml-2 text-sm font-normal text-slate-600">
            {lessons.length === 1 ? '1 lesson' : `${lessons.length} lessons`}
          </span>
        </h2>
        <InvoiceDetailLessons
          items={lessons}
          currency={invoice.currency}
          canEditRates={canEditRates}
          onSaveRate={onSaveRate}
          savingItemId={savingItemId}
        />
      </section>

      <InvoiceOtherLines
        items={others}
        currency={invoice.currency}
        taxed={invoice.taxRate > 0}
        canEdit={canEditRates}
        {...lines}
      />

      <dl className="ml-auto w-full max-w-sm space-y-2 text-sm">
        <TotalRow label="Subtotal" value={formatMoney(invoice.subtotal, invoice.currency)} />
        {invoice.tax > 0 ? (
          <TotalRow label={`Tax (${invoice.taxRate}%)`} value={formatMoney(invoice.tax, invoice.currency)} />
        ) : null}
        <TotalRow label="Total" value={formatMoney(invoice.total, invoice.currency)} emphasis />
        {status !== 'draft' ? (
          <>
            <TotalRow label="Amount paid" value={formatMoney(invoice.amountPaid, invoice.currency)} />
            <TotalRow
              label="Balance due"
              value={formatMoney(invoice.balanceDue, invoice.currency)}
              emphasis
            />
          </>
        ) : null}
      </dl>

      {invoice.notes ? (
        <section aria-labelledby="invoice-notes-heading" className="border-t border-slate-200 pt-4">
          <h2
            id="invoice-notes-heading"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            Notes
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{invoice.notes}</p>
        </section>
      ) : null}
    </article>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

function TotalRow({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${emphasis ? 'border-t border-slate-200 pt-2 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The school's logo at the head of the invoice, as on its PDF; nothing while it loads or when there is none. */
function SchoolLogo() {
  const logo = useSchoolLogo();
  if (!logo.data) return null;
  return <img src={logo.data} alt="School logo" className="max-h-12 max-w-32 object-contain" />;
}

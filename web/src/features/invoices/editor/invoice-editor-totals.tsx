import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceTotals } from './invoice-editor-model';

/** Subtotal, tax (only when above zero) and total; provisional while rates are typed and not yet saved. */
export function InvoiceEditorTotals({
  totals,
  taxRate,
  currency,
}: {
  totals: InvoiceTotals | null;
  taxRate: number;
  currency: Currency;
}) {
  const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value, currency));
  return (
    <div className="ml-auto w-full max-w-xs">
      <dl className="space-y-1.5 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{money(totals?.subtotal)}</dd>
        </div>
        {totals && totals.tax > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Tax ({taxRate}%)</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{money(totals.tax)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1.5 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{money(totals?.total)}</dd>
        </div>
      </dl>
      {totals === null ? (
        <p className="mt-2 text-xs text-slate-600">Correct the rates to see the total.</p>
      ) : totals.provisional ? (
        <p className="mt-2 text-xs text-slate-600">Provisional: the totals are confirmed when you save.</p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import { formatMoney, type Currency } from '../../../shared/invoices/money';
import { Alert } from './alert';
import { Button } from './button';

export interface PayAllRow {
  currency: Currency;
  /** Everything still to pay in this currency, in major units. */
  balanceDue: number;
  invoiceCount: number;
  /** What one Pay all pays (all of it, unless more invoices are open than one payment takes). */
  payAmount: number;
  /** Open invoices one Pay all leaves for a later payment. */
  leftOut: number;
}

export interface PayAllPanelProps {
  rows: readonly PayAllRow[];
  /** Online payment is on: each currency gets its Pay all button. */
  online: boolean;
  /** The currency whose payment is starting: its button is busy, the others wait. */
  payingCurrency: Currency | null;
  onPay: (currency: Currency) => void;
  /** Why the last Pay all did not start, in the server's words where it gave some. */
  error: string | null;
  headingLevel?: 'h2' | 'h3';
}

const invoicesText = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

/**
 * A family's total still to pay, one line per currency it owes in (one
 * payment never mixes currencies), each with Pay all when the school takes
 * payment online; otherwise where the bank details are.
 */
export function PayAllPanel({
  rows,
  online,
  payingCurrency,
  onPay,
  error,
  headingLevel: Heading = 'h2',
}: PayAllPanelProps) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <Heading id={id} className="text-lg font-semibold text-slate-900">
        Total due
      </Heading>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li
            key={row.currency}
            className="flex flex-wrap items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
          >
            <p>
              <span className="block text-2xl font-bold text-slate-900 tabular-nums">
                {formatMoney(row.balanceDue, row.currency)}
              </span>
              <span className="block text-sm text-slate-600">{invoicesText(row.invoiceCount)} to pay</span>
            </p>
            {online ? (
              <div className="space-y-1 max-sm:w-full">
                <Button
                  onClick={() => onPay(row.currency)}
                  busy={payingCurrency === row.currency}
                  disabled={payingCurrency !== null}
                  className="max-sm:w-full"
                >
                  Pay all {formatMoney(row.payAmount, row.currency)}
                </Button>
                {row.leftOut > 0 ? (
                  <p className="text-sm text-slate-600">
                    Pays the {invoicesText(row.invoiceCount - row.leftOut)} due first; the other {row.leftOut}{' '}
                    can be paid next.
                  </p>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {online ? null : (
        <p className="text-sm text-slate-600">
          Pay by bank transfer: each invoice shows the school&apos;s bank details and the reference to use.
        </p>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { shortDate } from '../../../../../shared/invoices/invoice-period';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { FamilyStatement, StatementLine } from '../../../../../shared/schemas/statement-schemas';
import { invoicePath } from '../../../screens';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';

type Ledger = FamilyStatement['currencies'][number];

const currencyNames: Record<Currency, string> = { GBP: 'Pounds sterling (GBP)', AED: 'UAE dirhams (AED)' };

/** What a line charged (an invoice, even a void one at 0; credit taken back) or took off. */
const charge = (line: StatementLine, currency: Currency) =>
  line.kind === 'invoice' || line.amount > 0 ? formatMoney(line.amount, currency) : '';
const credit = (line: StatementLine, currency: Currency) =>
  line.amount < 0 ? formatMoney(-line.amount, currency) : '';

/**
 * What a phone's card says a line did. A credit note whose credit all went to
 * the family's account takes nothing off here (its credit line follows it).
 */
function cardAmount(line: StatementLine, currency: Currency): string {
  if (line.amount < 0) return `Paid or credited ${credit(line, currency)}`;
  const charged = charge(line, currency);
  return charged ? `Charged ${charged}` : 'No change to the balance';
}

/** The description, the invoice's number a link to it (a family reaches only its own). */
function Description({ line }: { line: StatementLine }) {
  return (
    <span className="[overflow-wrap:anywhere]">
      {line.invoiceId && line.kind === 'invoice' ? (
        <Link to={invoicePath(line.invoiceId)} className="font-semibold text-brand-700 hover:underline">
          {line.description}
        </Link>
      ) : (
        line.description
      )}
      {line.status === 'void' ? (
        <span className="ml-2 inline-flex rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-300 ring-inset">
          Void
        </span>
      ) : null}
    </span>
  );
}

function Totals({ ledger }: { ledger: Ledger }) {
  const { totals, currency } = ledger;
  const rows: [string, number, boolean][] = [
    ['Invoiced', totals.invoiced, false],
    ['Paid', totals.paid, false],
    ...(totals.credited ? ([['Credit notes', totals.credited, false]] as [string, number, boolean][]) : []),
    ['Balance due', totals.balanceDue, true],
    ...(totals.creditHeld
      ? ([['Credit on account', totals.creditHeld, false]] as [string, number, boolean][])
      : []),
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className="contents">
          <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
          <dd
            className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
          >
            {formatMoney(amount, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One currency's ledger: from 640 px a table (date, description, charges,
 * payments and credits, running balance), below one card per line, so a
 * phone never scrolls sideways; then the currency's totals.
 */
export function FamilyStatementLedger({ ledger }: { ledger: Ledger }) {
  const wide = useMediaQuery(breakpoints.sm);
  const { currency } = ledger;
  const headingId = `statement-${currency}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {currencyNames[currency]}
      </h2>
      {wide ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{`Statement in ${currency}, oldest first, with the running balance`}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Charges
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Payments &amp; credits
                </th>
                <th scope="col" className="py-2 text-right">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.lines.map((line, index) => (
                <tr key={index} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{shortDate(line.date)}</td>
                  <td className="py-2 pr-3 text-slate-900">
                    <Description line={line} />
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                    {charge(line, currency)}
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                    {credit(line, currency)}
                  </td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatMoney(line.balance, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ol aria-label={`Statement in ${currency}, oldest first`} className="divide-y divide-slate-100">
          {ledger.lines.map((line, index) => (
            <li key={index} className="space-y-1 py-3 text-sm">
              <p className="text-xs text-slate-600">{shortDate(line.date)}</p>
              <p className="text-slate-900">
                <Description line={line} />
              </p>
              <p className="flex justify-between gap-4 tabular-nums">
                <span className={line.amount < 0 ? 'text-emerald-800' : 'text-slate-800'}>
                  {cardAmount(line, currency)}
                </span>
                <span className="font-semibold text-slate-900">
                  Balance {formatMoney(line.balance, currency)}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Totals ledger={ledger} />
    </section>
  );
}

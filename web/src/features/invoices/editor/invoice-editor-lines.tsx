import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { formatMoney, toMajorUnits, type Currency } from '../../../../../shared/invoices/money';
import { Spinner } from '../../../components/spinner';
import { lessonWhen, lineLabel, type EditorLine } from './invoice-editor-model';

export interface InvoiceEditorLinesProps {
  lines: readonly EditorLine[];
  currency: Currency;
  /** Draft: rates can be typed and lessons removed. */
  editable: boolean;
  onRateChange: (itemId: string, text: string) => void;
  onRemove: (itemId: string) => void;
  /** The line being removed, whose button waits. */
  removingId: string | null;
  /** Lets the editor focus the first invalid rate box. */
  rateInputRef: (itemId: string) => Ref<HTMLInputElement>;
}

const head =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const cell = 'px-2.5 py-2.5 text-sm text-slate-700 align-top';

/** The editor's lessons table: date and time, subject, teacher, duration, rate (editable), amount, remove. */
export function InvoiceEditorLines({
  lines,
  currency,
  editable,
  onRateChange,
  onRemove,
  removingId,
  rateInputRef,
}: InvoiceEditorLinesProps) {
  return (
    <div
      role="region"
      aria-label="Lessons on this invoice"
      tabIndex={0}
      className="relative overflow-x-auto rounded-control border border-slate-200"
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Lessons on this invoice</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              Date &amp; Time
            </th>
            <th scope="col" className={head}>
              Subject
            </th>
            <th scope="col" className={head}>
              Teacher
            </th>
            <th scope="col" className={head}>
              Duration
            </th>
            <th scope="col" className={head}>
              Rate/h ({currency})
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            {editable ? (
              <th scope="col" className={`${head} sticky-end bg-slate-50`}>
                <span className="sr-only">Remove</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {lines.length === 0 ? (
            <tr>
              <td colSpan={editable ? 7 : 6} className="px-3 py-6 text-center text-sm text-slate-600">
                No lessons on this invoice.
              </td>
            </tr>
          ) : (
            lines.map((line) => {
              const { item } = line;
              const when = lessonWhen(item);
              const label = lineLabel(item);
              const errorId = `rate-error-${item._id}`;
              return (
                <tr key={item._id}>
                  <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
                    <span className="block font-medium text-slate-900">{when.date}</span>
                    <span className="block text-xs text-slate-600">{when.time}</span>
                  </th>
                  <td className={`${cell} min-w-20`}>{item.subject || '-'}</td>
                  <td className={`${cell} min-w-24`}>{item.teacherName || '-'}</td>
                  <td className={`${cell} whitespace-nowrap`}>{item.duration} min</td>
                  <td className={cell}>
                    {editable ? (
                      <>
                        <input
                          ref={rateInputRef(item._id)}
                          type="number"
                          inputMode="decimal"
                          step="0.01"
                          min="0"
                          value={line.rateText}
                          onChange={(event) => onRateChange(item._id, event.target.value)}
                          aria-label={`Rate for ${label}`}
                          aria-invalid={line.error ? true : undefined}
                          aria-describedby={line.error ? errorId : undefined}
                          className={`block h-10 w-24 rounded-control border bg-white px-2.5 text-base text-slate-900 shadow-sm tabular-nums focus:outline-2 focus:outline-offset-0 sm:text-sm ${
                            line.error
                              ? 'border-red-600 focus:outline-red-600'
                              : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600'
                          }`}
                        />
                        {line.error ? (
                          <p id={errorId} className="mt-1 max-w-32 text-xs font-semibold text-red-700">
                            <span className="sr-only">Error: </span>
                            {line.error}
                          </p>
                        ) : null}
                      </>
                    ) : (
                      <span className="whitespace-nowrap tabular-nums">
                        {formatMoney(item.rate, currency)}
                      </span>
                    )}
                  </td>
                  <td
                    className={`${cell} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
                  >
                    {line.amountMinor === null ? '—' : formatMoney(toMajorUnits(line.amountMinor), currency)}
                  </td>
                  {editable ? (
                    <td className={`${cell} sticky-end w-px bg-white`}>
                      <button
                        type="button"
                        onClick={() => onRemove(item._id)}
                        disabled={removingId !== null}
                        aria-label={`Remove ${label} from invoice`}
                        className="-my-0.5 inline-flex size-10 items-center justify-center rounded-control text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
                      >
                        {removingId === item._id ? (
                          <Spinner size="sm" decorative />
                        ) : (
                          <Trash2 aria-hidden="true" className="size-4" />
                        )}
                      </button>
                    </td>
                  ) : null}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { Spinner } from '../../../components/spinner';
import { useFocusOnMount } from '../../../components/use-focus-on-mount';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import {
  calendarDateText,
  durationText,
  lessonLineLabel,
  lessonTimeText,
  parseRateInput,
  rateInputText,
} from './invoice-detail-model';

export interface InvoiceDetailLessonsProps {
  items: readonly InvoiceItem[];
  currency: Currency;
  /** Super_admin on a draft: each line's rate gets a pencil. */
  canEditRates: boolean;
  /** Saves one line's rate; `onDone` runs after success only (the editor then closes). */
  onSaveRate: (item: InvoiceItem, rate: number, onDone: () => void) => void;
  /** The line whose rate is being saved, if any. */
  savingItemId: string | null;
}

const headerCell = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const cell = 'px-4 py-3 text-sm whitespace-nowrap text-slate-700';
const noLessons = 'No lessons on this invoice';

/**
 * Spec §2 Invoice detail lesson table: date, time with its clock, subject,
 * teacher, duration, rate and amount. From 640 px a table (scrolling
 * sideways in its own box if it must); on a phone one line per lesson with
 * its amount beside it, so nothing needs sideways scrolling.
 */
export function InvoiceDetailLessons({
  items,
  currency,
  canEditRates,
  onSaveRate,
  savingItemId,
}: InvoiceDetailLessonsProps) {
  const captionId = useId();
  const wide = useMediaQuery(breakpoints.sm);
  const [editingId, setEditingId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const pencils = useRef(new Map<string, HTMLButtonElement>());

  // Closing an editor puts focus back on the pencil that opened it.
  useEffect(() => {
    if (editingId !== null || !returnFocusTo.current) return;
    pencils.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editingId]);

  const close = (itemId: string) => {
    returnFocusTo.current = itemId;
    setEditingId(null);
  };
  const editing = canEditRates ? editingId : null;

  const editor = (item: InvoiceItem) => (
    <RateEditor
      item={item}
      currency={currency}
      saving={savingItemId === item._id}
      onCancel={() => close(item._id)}
      onSave={(rate) => onSaveRate(item, rate, () => close(item._id))}
    />
  );
  const pencil = (item: InvoiceItem) =>
    canEditRates ? (
      <button
        type="button"
        ref={(button) => {
          if (button) pencils.current.set(item._id, button);
          else pencils.current.delete(item._id);
        }}
        onClick={() => setEditingId(item._id)}
        disabled={editing !== null}
        aria-label={`Edit rate for ${lessonLineLabel(item)}`}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-brand-700 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    ) : null;

  if (!wide) {
    return (
      <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
        {items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">{noLessons}</p>
        ) : (
          <ul aria-label="Lessons on this invoice" className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item._id} className="space-y-2 px-4 py-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {calendarDateText(item.lessonDate)} · {lessonTimeText(item)}
                    </p>
                    <p className="break-words text-slate-700">
                      {item.subject || '-'} · {item.teacherName || '-'}
                    </p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                    <span className="sr-only">Amount </span>
                    {formatMoney(item.amount, currency)}
                  </p>
                </div>
                {editing === item._id ? (
                  <div className="flex justify-end">{editor(item)}</div>
                ) : (
                  <p className="flex min-h-9 items-center gap-1 text-slate-600">
                    {durationText(item.duration)} at {formatMoney(item.rate, currency)} per hour
                    {pencil(item)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption id={captionId} className="sr-only">
            Lessons on this invoice
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${headerCell} text-left`}>
                Date
              </th>
              <th scope="col" className={`${headerCell} text-left`}>
                Time
              </th>
              <th scope="col" className={`${headerCell} text-left`}>
                Subject
              </th>
              <th scope="col" className={`${headerCell} text-left`}>
                Teacher
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Duration
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Rate (per hour)
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-4 py-8 text-center text-sm text-slate-600">
                  {noLessons}
                </td>
              </tr>
            ) : null}
            {items.map((item) => (
              <tr key={item._id}>
                <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                  {calendarDateText(item.lessonDate)}
                </th>
                <td className={cell}>{lessonTimeText(item)}</td>
                <td className={`${cell} min-w-28 whitespace-normal`}>{item.subject || '-'}</td>
                <td className={`${cell} min-w-28 whitespace-normal`}>{item.teacherName || '-'}</td>
                <td className={`${cell} text-right tabular-nums`}>{durationText(item.duration)}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {editing === item._id ? (
                    editor(item)
                  ) : (
                    <span className="inline-flex items-center justify-end gap-1">
                      {formatMoney(item.rate, currency)}
                      {pencil(item)}
                    </span>
                  )}
                </td>
                <td className={`${cell} text-right font-semibold text-slate-900 tabular-nums`}>
                  {formatMoney(item.amount, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface RateEditorProps {
  item: InvoiceItem;
  currency: Currency;
  saving: boolean;
  onSave: (rate: number) => void;
  onCancel: () => void;
}

/** Spec §5: a number above 0, step 0.01, min 0; Enter saves, Escape cancels. */
function RateEditor({ item, currency, saving, onSave, onCancel }: RateEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(() => rateInputText(item.rate));
  // The editor opened from the pencil: typing starts at once.
  const input = useFocusOnMount<HTMLInputElement>();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = parseRateInput(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onSave(result.rate);
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.preventDefault();
          onCancel();
        }
      }}
      noValidate
      className="ml-auto flex w-max flex-col items-end gap-1"
    >
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          Hourly rate in {currency} for {lessonLineLabel(item)}
        </label>
        <input
          ref={input}
          id={inputId}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-9 w-28 rounded-control border bg-white px-2 text-right text-base text-slate-900 tabular-nums shadow-sm focus:outline-2 focus:outline-offset-0 sm:text-sm ${
            error
              ? 'border-red-600 focus:outline-red-600'
              : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
          }`}
        />
        <button
          type="submit"
          aria-label="Save rate"
          aria-busy={saving || undefined}
          disabled={saving}
          className="inline-flex size-9 items-center justify-center rounded-control bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {saving ? <Spinner size="sm" decorative /> : <Check aria-hidden="true" className="size-4" />}
        </button>
        <button
          type="button"
          aria-label="Cancel rate edit"
          onClick={onCancel}
          disabled={saving}
          className="inline-flex size-9 items-center justify-center rounded-control border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-70"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold whitespace-normal text-red-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </form>
  );
}

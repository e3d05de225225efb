import { Check, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Currency } from '../../../../../shared/invoices/money';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { Spinner } from '../../../components/spinner';
import { useFocusOnMount } from '../../../components/use-focus-on-mount';
import { lessonLineLabel, parseRateInput, rateInputText } from './invoice-detail-model';

export interface InvoiceRateEditorProps {
  item: InvoiceItem;
  currency: Currency;
  saving: boolean;
  onSave: (rate: number) => void;
  onCancel: () => void;
}

/** A rate is money per hour: a number above 0 in steps of 0.01; Enter saves, Escape cancels. */
export function InvoiceRateEditor({ item, currency, saving, onSave, onCancel }: InvoiceRateEditorProps) {
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

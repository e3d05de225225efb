import { Pencil } from 'lucide-react';
import type { Currency } from '../../../../../shared/invoices/money';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import { lessonLineLabel } from './invoice-detail-model';
import { InvoiceLessonList } from './invoice-lesson-list';
import { InvoiceLessonTable } from './invoice-lesson-table';
import { InvoiceRateEditor } from './invoice-rate-editor';
import { useRateEditing } from './use-rate-editing';

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

/**
 * An invoice's lessons: date, time with its clock, subject,
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
  const wide = useMediaQuery(breakpoints.sm);
  const rates = useRateEditing(canEditRates);

  const rateEditor = (item: InvoiceItem) => (
    <InvoiceRateEditor
      item={item}
      currency={currency}
      saving={savingItemId === item._id}
      onCancel={() => rates.close(item._id)}
      onSave={(rate) => onSaveRate(item, rate, () => rates.close(item._id))}
    />
  );
  const ratePencil = (item: InvoiceItem) =>
    canEditRates ? (
      <button
        type="button"
        ref={rates.pencilRef(item._id)}
        onClick={() => rates.open(item._id)}
        disabled={rates.editingId !== null}
        aria-label={`Edit rate for ${lessonLineLabel(item)}`}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-brand-700 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    ) : null;

  const Rows = wide ? InvoiceLessonTable : InvoiceLessonList;
  return (
    <Rows
      items={items}
      currency={currency}
      editingId={rates.editingId}
      rateEditor={rateEditor}
      ratePencil={ratePencil}
    />
  );
}

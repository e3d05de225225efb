import { RateSourceNote } from './rate-source-note';
import { formatMoney } from '../../../../../shared/invoices/money';
import { calendarDateText, durationText, lessonTimeText } from './invoice-detail-model';
import { noLessonsText, type InvoiceLessonRowsProps } from './invoice-lesson-rows';

/** An invoice's lessons on a phone: one line per lesson with its amount beside it, nothing to scroll sideways. */
export function InvoiceLessonList({
  items,
  currency,
  editingId,
  rateEditor,
  ratePencil,
}: InvoiceLessonRowsProps) {
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
      {items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600">{noLessonsText}</p>
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
              {editingId === item._id ? (
                <div className="flex justify-end">{rateEditor(item)}</div>
              ) : (
                <p className="flex min-h-9 items-center gap-1 text-slate-600">
                  {durationText(item.duration)} at {formatMoney(item.rate, currency)} per hour
                  <RateSourceNote item={item} className="text-xs text-slate-500" parenthesised />
                  {ratePencil(item)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

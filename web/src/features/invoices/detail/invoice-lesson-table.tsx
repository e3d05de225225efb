import { RateSourceNote } from './rate-source-note';
import { useId } from 'react';
import { formatMoney } from '../../../../../shared/invoices/money';
import { calendarDateText, durationText, lessonTimeText } from './invoice-detail-model';
import { noLessonsText, type InvoiceLessonRowsProps } from './invoice-lesson-rows';

const headerCell = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const cell = 'px-4 py-3 text-sm whitespace-nowrap text-slate-700';

/** An invoice's lessons from 640 px: a table, scrolling sideways in its own box if it must. */
export function InvoiceLessonTable({
  items,
  currency,
  editingId,
  rateEditor,
  ratePencil,
}: InvoiceLessonRowsProps) {
  const captionId = useId();
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
                  {noLessonsText}
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
                  {editingId === item._id ? (
                    rateEditor(item)
                  ) : (
                    <>
                      <span className="inline-flex items-center justify-end gap-1">
                        {formatMoney(item.rate, currency)}
                        {ratePencil(item)}
                      </span>
                      <RateSourceNote item={item} className="block text-xs text-slate-500" />
                    </>
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

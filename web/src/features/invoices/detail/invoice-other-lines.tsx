import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** What a line that bills no lesson shows as its quantity: a percentage discount its percentage. */
function quantityText(item: InvoiceItem): string {
  if (item.kind === 'discount') return item.discount?.type === 'percent' ? `${item.discount.value}%` : '';
  return String(item.quantity);
}

export interface InvoiceOtherLinesProps {
  /** The invoice's lines that bill no lesson (custom lines and discounts), in the order they apply. */
  items: readonly InvoiceItem[];
  currency: Currency;
  /** The invoice charges tax: a line it does not apply to says so. */
  taxed: boolean;
  /** Super_admin on a draft: Add line, and a remove button on each line. */
  canEdit: boolean;
  onAdd: () => void;
  onRemove: (item: InvoiceItem, onDone: () => void) => void;
  removingId: string | null;
  removeError: string | null;
}

/**
 * Fees, materials and discounts under the lessons (docs/invoice-lines.md):
 * one row each, description on the left and amount on the right, at any width.
 * Nothing for an invoice without any unless staff may add one.
 */
export function InvoiceOtherLines({
  items,
  currency,
  taxed,
  canEdit,
  onAdd,
  onRemove,
  removingId,
  removeError,
}: InvoiceOtherLinesProps) {
  const [confirming, setConfirming] = useState<InvoiceItem | null>(null);
  if (items.length === 0 && !canEdit) return null;
  return (
    <section aria-labelledby="invoice-other-lines-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-other-lines-heading" className="text-lg font-semibold text-slate-900">
          Other items
        </h2>
        {canEdit ? (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add line
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No fees or discounts on this invoice.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-card border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item._id} className="flex items-start gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{item.description}</p>
                <p className="text-slate-600">
                  {item.kind === 'discount'
                    ? `Discount${quantityText(item) ? ` of ${quantityText(item)}` : ''}`
                    : `${quantityText(item)} × ${formatMoney(item.unitPrice, currency)}`}
                  {taxed && !item.taxable ? ' · No VAT' : ''}
                </p>
              </div>
              <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatMoney(item.amount, currency)}
              </span>
              {canEdit ? (
                <button
                  type="button"
                  onClick={() => setConfirming(item)}
                  aria-label={`Remove ${item.description}`}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Remove this line?"
        message={`"${confirming?.description ?? ''}" comes off the invoice and its total is worked out again.`}
        confirmLabel="Remove line"
        busy={removingId !== null}
        error={removeError}
        onConfirm={() => confirming && onRemove(confirming, () => setConfirming(null))}
      />
    </section>
  );
}

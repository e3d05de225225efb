import type { FieldErrors, Resolver } from 'react-hook-form';
import { creditOfLines } from '../../../../../shared/invoices/credit-notes';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../../../../shared/invoices/money';
import {
  creditNoteCreateSchema,
  type CreditNoteCreateRequest,
} from '../../../../../shared/schemas/credit-note-schemas';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { creditableAmount, lessonLineLabel } from './invoice-detail-model';

/** Credit an amount (VAT included) or pick lessons of the invoice. */
export type CreditMode = 'amount' | 'lines';

/** The credit note form as its inputs hold it. */
export interface CreditNoteFormValues {
  mode: CreditMode;
  amount: string;
  itemIds: string[];
  reason: string;
}

export const creditNoteFormDefaults: CreditNoteFormValues = {
  mode: 'amount',
  amount: '',
  itemIds: [],
  reason: '',
};

export { creditableAmount };

/** The lessons not yet on a credit note (each is credited at most once). */
export function creditableItems(invoice: Pick<Invoice, 'items' | 'creditNotes'>): InvoiceItem[] {
  const credited = new Set((invoice.creditNotes ?? []).flatMap((note) => note.itemIds ?? []));
  return invoice.items.filter((item) => !credited.has(item._id));
}

/** The lessons as the form lists them: what each is and what it bills. */
export const creditItemOptions = (invoice: Pick<Invoice, 'items' | 'creditNotes' | 'currency'>) =>
  creditableItems(invoice).map((item) => ({
    value: item._id,
    label: `${lessonLineLabel(item)} · ${formatMoney(item.amount, invoice.currency)}`,
  }));

/**
 * What the credit note will take off, VAT included, as the server works it
 * out (shared/invoices/credit-notes.ts): the amount typed, or the lessons
 * picked with VAT at the invoice's rate, never more than is left to credit.
 */
export function creditPreview(
  values: Pick<CreditNoteFormValues, 'mode' | 'amount' | 'itemIds'>,
  invoice: Pick<Invoice, 'items' | 'taxRate' | 'total' | 'amountCredited'>,
): number | undefined {
  if (values.mode === 'amount') {
    const amount = Number(values.amount);
    return values.amount.trim() && Number.isFinite(amount) && amount > 0 ? amount : undefined;
  }
  const picked = invoice.items.filter((item) => values.itemIds.includes(item._id));
  if (picked.length === 0) return undefined;
  const { totalMinor } = creditOfLines(
    picked.map((item) => toMinorUnits(item.amount)),
    invoice.taxRate,
    toMinorUnits(creditableAmount(invoice)),
    // A fee the invoice did not tax is credited without tax, as the server does.
    picked
      .filter((item) => item.kind === 'custom' && item.taxable === false)
      .reduce((sum, item) => sum + toMinorUnits(item.amount), 0),
  );
  return toMajorUnits(totalMinor);
}

/**
 * The credit note to issue, or the first thing wrong with it: an amount above
 * 0 and at most what is left to credit, or at least one lesson; a reason;
 * then whatever the server's own schema refuses.
 */
export function creditNoteResolver(
  invoice: Pick<Invoice, 'total' | 'amountCredited' | 'currency'>,
): Resolver<CreditNoteFormValues, unknown, CreditNoteCreateRequest> {
  return (values) => {
    const refuse = (field: 'amount' | 'itemIds' | 'reason', message: string) => ({
      values: {},
      errors: { [field]: { type: 'validate', message } } as FieldErrors<CreditNoteFormValues>,
    });
    const left = creditableAmount(invoice);
    let request: Record<string, unknown>;
    if (values.mode === 'amount') {
      const amount = Number(values.amount);
      if (!values.amount.trim() || !Number.isFinite(amount) || amount <= 0)
        return refuse('amount', 'Please enter an amount above 0');
      if (amount > left)
        return refuse(
          'amount',
          `The credit is more than is left to credit on the invoice (${formatMoney(left, invoice.currency)})`,
        );
      request = { amount, reason: values.reason };
    } else {
      if (values.itemIds.length === 0) return refuse('itemIds', 'Choose at least one lesson to credit');
      request = { itemIds: values.itemIds, reason: values.reason };
    }
    const parsed = creditNoteCreateSchema.safeParse(request);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path[0];
      return refuse(
        field === 'reason' ? 'reason' : values.mode === 'amount' ? 'amount' : 'itemIds',
        issue?.message ?? 'Please check the credit note',
      );
    }
    return { values: parsed.data, errors: {} };
  };
}

import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Currency } from '../../../../../shared/invoices/money';
import { invoiceAddItemSchema } from '../../../../../shared/schemas/invoice-schemas';

/** A saved item as the settings answer it (GET /invoices/settings `savedItems`). */
export interface SavedItemChoice {
  id: string;
  description: string;
  unitPrice: number;
  currency: Currency;
  taxable: boolean;
}

/** The Add line form as its inputs hold it. */
export interface LineFormValues {
  kind: 'custom' | 'discount';
  savedItemId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxable: boolean;
  discountType: 'amount' | 'percent';
  discountValue: string;
}

/** What POST /invoices/{id}/items is sent: a custom line or a discount. */
export type LineBody =
  | { description: string; quantity: number; unitPrice: number; taxable: boolean }
  | { description: string; discount: { type: 'amount' | 'percent'; value: number } };

export const lineFormDefaults: LineFormValues = {
  kind: 'custom',
  savedItemId: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  taxable: true,
  discountType: 'percent',
  discountValue: '',
};

/** The form filled from a saved item: its description, price and VAT, one of it. */
export function prefilledFrom(item: SavedItemChoice): Partial<LineFormValues> {
  return {
    savedItemId: item.id,
    description: item.description,
    quantity: '1',
    unitPrice: String(item.unitPrice),
    taxable: item.taxable,
  };
}

/** An empty box is not 0: it is left for the server's schema to call missing. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The body to send, or the first thing wrong with it, checked by the API's own schema. */
export const lineResolver: Resolver<LineFormValues, unknown, LineBody> = (values) => {
  const body: LineBody =
    values.kind === 'custom'
      ? {
          description: values.description,
          quantity: numberOf(values.quantity),
          unitPrice: numberOf(values.unitPrice),
          taxable: values.taxable,
        }
      : {
          description: values.description,
          discount: { type: values.discountType, value: numberOf(values.discountValue) },
        };
  const parsed = invoiceAddItemSchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const [issue] = parsed.error.issues;
  const path = issue?.path.join('.');
  const field: keyof LineFormValues =
    path === 'quantity'
      ? 'quantity'
      : path === 'unitPrice'
        ? 'unitPrice'
        : path?.startsWith('discount')
          ? 'discountValue'
          : 'description';
  return {
    values: {},
    errors: {
      [field]: { type: 'validate', message: issue?.message ?? 'Please check the line' },
    } as FieldErrors<LineFormValues>,
  };
};

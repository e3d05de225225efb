import type { FieldErrors, Resolver } from 'react-hook-form';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import {
  invoiceUpdateSchema,
  type Invoice,
  type InvoiceUpdateRequest,
} from '../../../../../shared/schemas/invoice-schemas';
import {
  dueDateInput,
  editorLines,
  hasRateErrors,
  invoiceUpdateBody,
  type RateEdits,
} from './invoice-editor-model';
import { invoiceManagementMessages as messages } from '../invoice-management-messages';

/** The editor form as its boxes hold it. */
export interface InvoiceEditorFields {
  /** Item id → the rate typed into its box, for the boxes changed and not yet saved. */
  rates: RateEdits;
  notes: string;
  /** '' for none: the server then sets 30 days from issue. */
  dueDate: string;
}

/** What the checks need beyond the boxes: the lines as saved, and whether they may change. */
export interface InvoiceEditorContext {
  items: Invoice['items'];
  status: InvoiceStatus;
  editItems: boolean;
}

export function editorFieldsOf(invoice: Pick<Invoice, 'notes' | 'dueDate'>): InvoiceEditorFields {
  return { rates: {}, notes: invoice.notes, dueDate: dueDateInput(invoice.dueDate) };
}

/**
 * PUT /invoices/{id}'s body, or what is wrong: a rate first (each line
 * shows its own problem; the form says 'Please enter a valid rate'), then
 * what the server's schema refuses (notes too long, a due date that is no
 * date), in its words.
 */
export const invoiceEditorResolver: Resolver<
  InvoiceEditorFields,
  InvoiceEditorContext,
  InvoiceUpdateRequest
> = (values, context) => {
  const refuse = (field: keyof InvoiceEditorFields | 'root', message: string) => ({
    values: {},
    errors: { [field]: { type: 'validate', message } } as FieldErrors<InvoiceEditorFields>,
  });
  if (!context) return refuse('rates', messages.invalidRate);
  const lines = editorLines(context.items, values.rates);
  if (context.editItems && hasRateErrors(lines)) return refuse('rates', messages.invalidRate);
  const body = invoiceUpdateBody(context.status, lines, values.notes, values.dueDate);
  const parsed = invoiceUpdateSchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const [issue] = parsed.error.issues;
  const field = issue?.path[0];
  // Anything else (the lines as a whole) is the form's, said on top.
  return refuse(
    field === 'notes' || field === 'dueDate' ? field : 'root',
    issue?.message ?? messages.invalidRate,
  );
};

/** Invoice statuses. */
export const invoiceStatuses = ['draft', 'sent', 'paid', 'overdue', 'cancelled', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
  void: 'Void',
};

/** An unknown status is shown as draft. */
export function displayedInvoiceStatus(status: string): InvoiceStatus {
  return (invoiceStatuses as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'draft';
}

/** Families never see drafts: an invoice reaches them once it is sent, and stays theirs once voided. */
export const familyVisibleStatuses: readonly InvoiceStatus[] = [
  'sent',
  'paid',
  'overdue',
  'cancelled',
  'void',
];

/**
 * Only a draft is deleted: an issued invoice stays on record with its number
 * (voided, or later corrected by a credit note), as UK and UAE bookkeeping expect.
 */
export const deletableStatuses: readonly InvoiceStatus[] = ['draft'];

export const draftOnlyDelete =
  'Only a draft invoice can be deleted: an issued invoice stays on record (void it instead while it has no payments)';

/** Lessons and rates are editable only while the invoice is draft. */
export function itemsEditable(status: InvoiceStatus): boolean {
  return status === 'draft';
}

/**
 * The transitions: draft → sent (Send Invoice); sent or overdue → paid
 * (Mark as Paid); any other non-draft → draft (Save as Draft, refused by the
 * service while payments are recorded). The overdue sweep moves sent →
 * overdue; voiding has its own route (invoice-void.ts) and a void invoice
 * never changes again.
 */
export function statusChangeRefusal(from: InvoiceStatus, to: InvoiceStatus): string | undefined {
  if (from === to) return `The invoice is already ${invoiceStatusLabels[to].toLowerCase()}`;
  if (from === 'void') return voidIsFinal;
  if (to === 'void') return 'An invoice is voided with its reason, not by a status change';
  if (to === 'sent' && from === 'draft') return undefined;
  if (to === 'paid' && (from === 'sent' || from === 'overdue')) return undefined;
  if (to === 'draft') return undefined;
  if (to === 'sent') return 'Only a draft invoice can be sent';
  if (to === 'paid') return 'Only a sent or overdue invoice can be marked as paid';
  if (to === 'overdue') return 'Invoices become overdue on their own once the due date has passed';
  return `An invoice cannot change from ${invoiceStatusLabels[from].toLowerCase()} to ${invoiceStatusLabels[to].toLowerCase()}`;
}

/** The statuses a person may ask for through PATCH /invoices/{id}/status. */
export const requestableStatuses = ['draft', 'sent', 'paid'] as const;

export const voidIsFinal = 'A void invoice cannot be changed: it stays on record as it is';

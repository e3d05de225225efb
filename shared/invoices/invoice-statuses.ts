/** Invoice statuses. */
export const invoiceStatuses = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** An unknown status is shown as draft. */
export function displayedInvoiceStatus(status: string): InvoiceStatus {
  return (invoiceStatuses as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'draft';
}

/** Families never see drafts: an invoice reaches them once it is sent. */
export const familyVisibleStatuses: readonly InvoiceStatus[] = ['sent', 'paid', 'overdue', 'cancelled'];

/** Delete for draft, sent and paid. */
export const deletableStatuses: readonly InvoiceStatus[] = ['draft', 'sent', 'paid'];

/** Lessons and rates are editable only while the invoice is draft. */
export function itemsEditable(status: InvoiceStatus): boolean {
  return status === 'draft';
}

/**
 * The transitions: draft → sent (Send Invoice); sent or overdue → paid
 * (Mark as Paid); any non-draft → draft (Save as Draft). The overdue sweep
 * moves sent → overdue; nothing else is allowed.
 */
export function statusChangeRefusal(from: InvoiceStatus, to: InvoiceStatus): string | undefined {
  if (from === to) return `The invoice is already ${invoiceStatusLabels[to].toLowerCase()}`;
  if (to === 'sent' && from === 'draft') return undefined;
  if (to === 'paid' && (from === 'sent' || from === 'overdue')) return undefined;
  if (to === 'draft' && from !== 'draft') return undefined;
  if (to === 'sent') return 'Only a draft invoice can be sent';
  if (to === 'paid') return 'Only a sent or overdue invoice can be marked as paid';
  if (to === 'overdue') return 'Invoices become overdue on their own once the due date has passed';
  return `An invoice cannot change from ${invoiceStatusLabels[from].toLowerCase()} to ${invoiceStatusLabels[to].toLowerCase()}`;
}

/** The statuses a person may ask for through PATCH /invoices/{id}/status. */
export const requestableStatuses = ['draft', 'sent', 'paid'] as const;

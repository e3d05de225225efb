import { displayedInvoiceStatus } from '../../../../shared/invoices/invoice-statuses';
import { paymentStatusLabels, paymentStatusOf } from '../../../../shared/invoices/payment-status';
import { formatMoney } from '../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../shared/schemas/invoice-schemas';
import { ApiError } from '../../api/api-error';

/** The Invoice Management screen's texts, as staff have always read them (the browser tests check them word for word). */
export const invoiceManagementMessages = {
  loadFailed: 'Failed to fetch invoices',
  loadStudentsFailed: 'Failed to load students. Please try again.',
  noInvoices: 'No invoices found',
  deleted: 'Invoice deleted successfully',
  deleteFailed: 'Failed to delete invoice',
  cannotUndo: 'This action cannot be undone.',
  savedDraft: 'Invoice saved as draft successfully',
  saveDraftFailed: 'Failed to save invoice as draft',
  sent: 'Invoice sent successfully',
  sendFailed: 'Failed to send invoice',
  markedPaid: 'Invoice marked as paid successfully',
  markPaidFailed: 'Failed to mark invoice as paid',
  lessonRemoved: 'Lesson removed from invoice',
  removeLessonFailed: 'Failed to remove lesson from invoice',
  lessonAdded: 'Lesson added to invoice',
  addLessonFailed: 'Failed to add lesson to invoice',
  selectLesson: 'Please select a lesson to add',
  invalidRate: 'Please enter a valid rate',
  loadInvoiceFailed: 'Failed to fetch invoice details',
  loadAvailableFailed: 'Failed to load the lessons that can be added',
  noAvailableLessons: 'Every lesson of this period is already on an invoice.',
  settingsSaved: 'Invoice settings saved',
  settingsLoadFailed: 'Failed to load invoice settings',
  settingsSaveFailed: 'Failed to save invoice settings',
} as const;

/**
 * A failure in the spec's words, followed by the server's reason when it gave
 * one ('Failed to send invoice: Only a draft invoice can be sent').
 */
export function failureText(fallback: string, error: unknown): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return `${fallback}: Network error`;
  if (!error.hasServerMessage || !error.message || error.message === fallback) return fallback;
  return `${fallback}: ${error.message}`;
}

/** The delete confirmation shows number, student, status, amount and 'This action cannot be undone.'. */
export function deleteConfirmationText(
  invoice: Pick<
    InvoiceSummary,
    'invoiceNumber' | 'student' | 'status' | 'total' | 'currency' | 'amountPaid' | 'balanceDue'
  >,
): string {
  const status =
    paymentStatusLabels[paymentStatusOf({ ...invoice, status: displayedInvoiceStatus(invoice.status) })];
  return (
    `Are you sure you want to delete invoice ${invoice.invoiceNumber}? ` +
    `Student: ${invoice.student.name || 'Unnamed Student'}. Status: ${status}. ` +
    `Amount: ${formatMoney(invoice.total, invoice.currency)}. ${invoiceManagementMessages.cannotUndo}`
  );
}

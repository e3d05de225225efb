import { describe, expect, it } from 'vitest';
import {
  deletableStatuses,
  displayedInvoiceStatus,
  draftOnlyDelete,
  familyVisibleStatuses,
  invoiceStatusLabels,
  invoiceStatuses,
  itemsEditable,
  requestableStatuses,
  statusChangeRefusal,
  voidIsFinal,
  type InvoiceStatus,
} from './invoice-statuses';

describe('invoice status transitions', () => {
  const allowed = new Set([
    'draft>sent',
    'sent>paid',
    'overdue>paid',
    'sent>draft',
    'paid>draft',
    'overdue>draft',
    'cancelled>draft',
  ]);

  // Callers read an empty or missing refusal as "allowed", so each refusal is checked word for word.
  const refusals: Record<InvoiceStatus, string> = {
    draft: '',
    sent: 'Only a draft invoice can be sent',
    paid: 'Only a sent or overdue invoice can be marked as paid',
    overdue: 'Invoices become overdue on their own once the due date has passed',
    cancelled: 'An invoice cannot change from {from} to cancelled',
    void: 'An invoice is voided with its reason, not by a status change',
  };

  it.each(invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const refusal = statusChangeRefusal(from, to);
      if (allowed.has(`${from}>${to}`)) expect(refusal).toBeUndefined();
      else if (from === to) expect(refusal).toBe(`The invoice is already ${to}`);
      else if (from === 'void') expect(refusal).toBe(voidIsFinal);
      else expect(refusal).toBe(refusals[to].replace('{from}', from));
    },
  );

  it('explains a refused change in words', () => {
    expect(statusChangeRefusal('draft', 'paid')).toBe('Only a sent or overdue invoice can be marked as paid');
    expect(statusChangeRefusal('paid', 'sent')).toBe('Only a draft invoice can be sent');
    expect(statusChangeRefusal('sent', 'sent')).toBe('The invoice is already sent');
  });

  it('lets only drafts change their lessons and rates', () => {
    expect(invoiceStatuses.filter(itemsEditable)).toEqual(['draft']);
  });

  it('names each status on screen', () => {
    expect(invoiceStatusLabels).toEqual({
      draft: 'Draft',
      sent: 'Sent',
      paid: 'Paid',
      overdue: 'Overdue',
      cancelled: 'Cancelled',
      void: 'Void',
    });
  });

  it('shows families every invoice once it is sent, void ones too, never a draft', () => {
    expect(familyVisibleStatuses).toEqual(['sent', 'paid', 'overdue', 'cancelled', 'void']);
  });

  it('deletes drafts only: an issued invoice stays on record', () => {
    expect(deletableStatuses).toEqual(['draft']);
    expect(draftOnlyDelete).toBe(
      'Only a draft invoice can be deleted: an issued invoice stays on record (void it instead while it has no payments)',
    );
  });

  it('never changes a void invoice again', () => {
    expect(voidIsFinal).toBe('A void invoice cannot be changed: it stays on record as it is');
  });

  it('lets a person ask only for draft, sent or paid: overdue is the sweep’s', () => {
    expect(requestableStatuses).toEqual(['draft', 'sent', 'paid']);
  });

  it('shows an unknown status as draft', () => {
    expect(displayedInvoiceStatus('archived')).toBe('draft');
    expect(displayedInvoiceStatus('paid')).toBe('paid');
    expect(displayedInvoiceStatus('overdue')).toBe('overdue');
    expect(displayedInvoiceStatus('')).toBe('draft');
  });
});

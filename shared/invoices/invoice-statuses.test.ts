import { describe, expect, it } from 'vitest';
import {
  deletableStatuses,
  displayedInvoiceStatus,
  familyVisibleStatuses,
  invoiceStatusLabels,
  invoiceStatuses,
  itemsEditable,
  requestableStatuses,
  statusChangeRefusal,
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
  };

  it.each(invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const refusal = statusChangeRefusal(from, to);
      if (allowed.has(`${from}>${to}`)) expect(refusal).toBeUndefined();
      else if (from === to) expect(refusal).toBe(`The invoice is already ${to}`);
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
    });
  });

  it('shows families every invoice once it is sent, never a draft', () => {
    expect(familyVisibleStatuses).toEqual(['sent', 'paid', 'overdue', 'cancelled']);
  });

  it('deletes drafts, sent and paid invoices, never overdue or cancelled ones', () => {
    expect(deletableStatuses).toEqual(['draft', 'sent', 'paid']);
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

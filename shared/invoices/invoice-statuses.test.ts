import { describe, expect, it } from 'vitest';
import {
  displayedInvoiceStatus,
  invoiceStatuses,
  itemsEditable,
  statusChangeRefusal,
} from './invoice-statuses';

describe('invoice status transitions (spec §4)', () => {
  const allowed = new Set([
    'draft>sent',
    'sent>paid',
    'overdue>paid',
    'sent>draft',
    'paid>draft',
    'overdue>draft',
    'cancelled>draft',
  ]);

  it.each(invoiceStatuses.flatMap((from) => invoiceStatuses.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const refusal = statusChangeRefusal(from, to);
      if (allowed.has(`${from}>${to}`)) expect(refusal).toBeUndefined();
      else expect(refusal).toEqual(expect.any(String));
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

  it('shows an unknown status as draft', () => {
    expect(displayedInvoiceStatus('archived')).toBe('draft');
    expect(displayedInvoiceStatus('paid')).toBe('paid');
  });
});

import type { InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';

/** One lesson line as the API answers it, for the editor's tests: an hour of Maths at the current rate. */
export function invoiceItemSample(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    _id: 'a'.repeat(24),
    kind: 'lesson',
    lessonId: 'b'.repeat(24),
    lessonDate: '2026-03-03',
    lessonTime: '16:00',
    timezone: 'UK',
    subject: 'Maths',
    teacherName: 'Tom Baker',
    duration: 60,
    rate: 45,
    currentRate: 45,
    amount: 45,
    description: 'Maths',
    quantity: 1,
    unitPrice: 45,
    taxable: true,
    ...overrides,
  };
}

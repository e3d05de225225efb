import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import {
  creditableAmount,
  creditableItems,
  creditNoteFormDefaults,
  creditNoteResolver,
  creditPreview,
} from './credit-note-form-model';

const item = (id: string, amount: number) => ({
  _id: id.repeat(24),
  lessonId: `l${id}`,
  lessonDate: '2026-03-03',
  lessonTime: '17:00',
  timezone: 'UK' as const,
  subject: 'Maths',
  teacherName: 'Tess',
  duration: 60,
  rate: amount,
  currentRate: amount,
  amount,
  kind: 'lesson' as const,
  description: 'Maths',
  quantity: 1,
  unitPrice: amount,
  taxable: true,
});

const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

const invoice = {
  total: 144,
  taxRate: 20,
  currency: 'GBP' as const,
  amountCredited: 48,
  items: [item('a', 40), item('b', 40), item('c', 40)],
  creditNotes: [
    {
      _id: 'n1',
      number: 'CN-2026-0001',
      total: 48,
      issuedAt: '2026-03-04T10:00:00Z',
      itemIds: ['a'.repeat(24)],
    },
  ],
} satisfies Partial<Invoice>;

const resolve = async (values: Partial<typeof creditNoteFormDefaults>) =>
  creditNoteResolver(invoice)({ ...creditNoteFormDefaults, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the credit note form', () => {
  it('offers what is left to credit and the lessons not yet credited', () => {
    expect(creditableAmount(invoice)).toBe(96);
    expect(creditableAmount({ total: 144 })).toBe(144);
    expect(creditableItems(invoice).map((one) => one._id)).toEqual(['b'.repeat(24), 'c'.repeat(24)]);
  });

  it('previews the credit: the amount typed, or the lessons picked with VAT', () => {
    expect(creditPreview({ mode: 'amount', amount: '12.5', itemIds: [] }, invoice)).toBe(12.5);
    expect(creditPreview({ mode: 'amount', amount: '', itemIds: [] }, invoice)).toBeUndefined();
    expect(creditPreview({ mode: 'lines', amount: '', itemIds: [B] }, invoice)).toBe(48);
    expect(creditPreview({ mode: 'lines', amount: '', itemIds: [B, C] }, invoice)).toBe(96);
    expect(creditPreview({ mode: 'lines', amount: '', itemIds: [] }, invoice)).toBeUndefined();
  });

  it('asks for an amount within what is left, a lesson, and a reason', async () => {
    expect((await resolve({ amount: '0', reason: 'x' })).errors).toMatchObject({
      amount: { message: 'Please enter an amount above 0' },
    });
    expect((await resolve({ amount: '96.01', reason: 'x' })).errors).toMatchObject({
      amount: { message: 'The credit is more than is left to credit on the invoice (£96.00)' },
    });
    expect((await resolve({ mode: 'lines', reason: 'x' })).errors).toMatchObject({
      itemIds: { message: 'Choose at least one lesson to credit' },
    });
    expect((await resolve({ amount: '10', reason: '  ' })).errors).toMatchObject({
      reason: { message: 'A reason is required' },
    });
    expect((await resolve({ amount: '10', reason: ' Missed lesson ' })).values).toEqual({
      amount: 10,
      reason: 'Missed lesson',
    });
    expect((await resolve({ mode: 'lines', itemIds: [B], reason: 'Ill' })).values).toEqual({
      itemIds: [B],
      reason: 'Ill',
    });
  });
});

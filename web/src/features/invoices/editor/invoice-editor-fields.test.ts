import { describe, expect, it } from 'vitest';
import { invoiceItemSample } from './invoice-item-sample';
import { invoiceEditorResolver, type InvoiceEditorFields } from './invoice-editor-fields';

const line = invoiceItemSample();

const check = (fields: Partial<InvoiceEditorFields>, status: 'draft' | 'sent' = 'draft') =>
  invoiceEditorResolver(
    { rates: {}, notes: '', dueDate: '', ...fields },
    { items: [line], status, editItems: status === 'draft' },
    { fields: {}, shouldUseNativeValidation: false },
  );

describe('invoiceEditorResolver', () => {
  it("sends a draft's lines with the rates typed, the notes trimmed and the due date", async () => {
    expect(await check({ rates: { [line._id]: '50' }, notes: ' Thanks ', dueDate: '2026-04-30' })).toEqual({
      values: { items: [{ _id: line._id, rate: 50 }], notes: 'Thanks', dueDate: '2026-04-30' },
      errors: {},
    });
    // Once sent, the lines are fixed: only notes and the due date go.
    expect((await check({ notes: 'Paid by card' }, 'sent')).values).toEqual({
      notes: 'Paid by card',
      dueDate: '',
    });
  });

  it('refuses a rate first, then what the server schema refuses, in its words', async () => {
    const long = 'x'.repeat(5000);
    expect((await check({ rates: { [line._id]: '0' }, notes: long })).errors.rates?.message).toBe(
      'Please enter a valid rate',
    );
    expect((await check({ notes: long })).errors.notes?.message).toMatch(
      /^Notes must be at most \d+ characters$/,
    );
    expect((await check({ dueDate: '2026-02-30' })).errors.dueDate?.message).toBeTruthy();
  });
});

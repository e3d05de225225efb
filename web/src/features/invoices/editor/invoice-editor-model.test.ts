import { describe, expect, it } from 'vitest';
import type { AvailableLesson } from '../../../../../shared/schemas/invoice-schemas';
import {
  availableLessonLabel,
  detailsChanged,
  dueDateInput,
  editorButtons,
  editorLines,
  editorTotals,
  hasRateChanges,
  hasRateErrors,
  invoiceUpdateBody,
  lineLabel,
  notesError,
  parseRate,
  rateError,
  rateText,
} from './invoice-editor-model';
import { invoiceItemSample } from './invoice-item-sample';

const item = invoiceItemSample;

const first = item();
const second = item({ _id: 'c'.repeat(24), duration: 45, rate: 40, currentRate: 40, amount: 30 });
const totals = { subtotal: 75, tax: 0, total: 75, taxRate: 0 };

describe('rates', () => {
  it('shows a saved rate with two decimals', () => {
    expect(rateText(45)).toBe('45.00');
    expect(rateText(45.5)).toBe('45.50');
  });

  it('accepts a number above 0 with at most two decimals', () => {
    expect(parseRate(' 45.5 ')).toBe(45.5);
    expect(parseRate('0.01')).toBe(0.01);
    for (const bad of ['', '0', '-3', 'abc', '1.005', '100001']) expect(parseRate(bad)).toBeNull();
  });

  it("says 'Please enter a valid rate', or the rule a number breaks", () => {
    expect(rateError('')).toBe('Please enter a valid rate');
    expect(rateError('0')).toBe('Please enter a valid rate');
    expect(rateError('-1')).toBe('Please enter a valid rate');
    expect(rateError('1.005')).toBe('Rate may have at most two decimals');
    expect(rateError('100001')).toBe('Rate must be at most 100000');
    expect(rateError('12.34')).toBeUndefined();
  });
});

describe('editor lines and totals', () => {
  it("shows the server's values while nothing is typed", () => {
    const lines = editorLines([first, second], {});
    expect(lines.map((line) => [line.rateText, line.amountMinor, line.changed])).toEqual([
      ['45.00', 4500, false],
      ['40.00', 3000, false],
    ]);
    expect(editorTotals(totals, lines)).toEqual({ subtotal: 75, tax: 0, total: 75, provisional: false });
  });

  it('lays typed rates over the lines and totals them provisionally, in minor units', () => {
    // 45 minutes at 33.33 an hour is 24.9975, rounded to 25.00.
    const lines = editorLines([first, second], { [second._id]: '33.33' });
    expect(lines[1]).toMatchObject({ rateText: '33.33', changed: true, amountMinor: 2500 });
    expect(hasRateChanges(lines)).toBe(true);
    expect(editorTotals({ ...totals, taxRate: 5 }, lines)).toEqual({
      subtotal: 70,
      tax: 3.5,
      total: 73.5,
      provisional: true,
    });
  });

  it('treats a retyped saved rate as unchanged', () => {
    const lines = editorLines([first], { [first._id]: '45' });
    expect(hasRateChanges(lines)).toBe(false);
    expect(editorTotals(totals, lines)?.provisional).toBe(false);
  });

  it('has no total while a rate is invalid', () => {
    const lines = editorLines([first, second], { [first._id]: '' });
    expect(lines[0]).toMatchObject({ error: 'Please enter a valid rate', amountMinor: null });
    expect(hasRateErrors(lines)).toBe(true);
    expect(editorTotals(totals, lines)).toBeNull();
  });

  it('ignores edits of lines that are gone', () => {
    const lines = editorLines([first], { [second._id]: 'x' });
    expect(hasRateErrors(lines)).toBe(false);
  });
});

describe('saving', () => {
  it('sends the lines with their rates, notes and due date while draft', () => {
    const lines = editorLines([first, second], { [first._id]: '50.25' });
    expect(invoiceUpdateBody('draft', lines, '  Thanks!  ', '2026-04-30')).toEqual({
      notes: 'Thanks!',
      dueDate: '2026-04-30',
      items: [
        { _id: first._id, rate: 50.25 },
        { _id: second._id, rate: 40 },
      ],
    });
  });

  it('sends only notes and due date once the invoice is no longer draft', () => {
    expect(invoiceUpdateBody('sent', editorLines([first], {}), 'n', '')).toEqual({ notes: 'n', dueDate: '' });
  });

  it('knows when notes or the due date changed', () => {
    const saved = { notes: 'Hello', dueDate: '2026-04-30' };
    expect(detailsChanged(saved, 'Hello ', '2026-04-30')).toBe(false);
    expect(detailsChanged(saved, 'Hello', '2026-05-01')).toBe(true);
    expect(detailsChanged(saved, 'Bye', '2026-04-30')).toBe(true);
  });

  it('limits notes to 1000 characters', () => {
    expect(notesError('x'.repeat(1000))).toBeUndefined();
    expect(notesError('x'.repeat(1001))).toBe('Notes must be at most 1000 characters');
  });

  it('reads a due date for a date input', () => {
    expect(dueDateInput('2026-04-30')).toBe('2026-04-30');
    expect(dueDateInput('2026-04-30T00:00:00.000Z')).toBe('2026-04-30');
    expect(dueDateInput('')).toBe('');
    expect(dueDateInput(undefined)).toBe('');
  });
});

describe('editorButtons', () => {
  it('offers what each status allows', () => {
    expect(editorButtons('draft')).toEqual({ saveDraft: true, send: true, markPaid: false, editItems: true });
    expect(editorButtons('sent')).toEqual({ saveDraft: true, send: false, markPaid: true, editItems: false });
    expect(editorButtons('overdue')).toEqual({
      saveDraft: true,
      send: false,
      markPaid: true,
      editItems: false,
    });
    expect(editorButtons('paid')).toEqual({
      saveDraft: true,
      send: false,
      markPaid: false,
      editItems: false,
    });
  });
});

describe('labels', () => {
  it('names a line and an available lesson by date, time and clock', () => {
    expect(lineLabel(first)).toBe('Maths on 3 Mar 2026 at 16:00 UK');
    const lesson: AvailableLesson = {
      _id: 'd'.repeat(24),
      startTime: '2026-03-10T12:00:00.000Z',
      endTime: '2026-03-10T13:00:00.000Z',
      timezone: 'UAE',
      lessonDate: '2026-03-10',
      lessonTime: '16:00',
      subject: '',
      teacherName: 'Sara Ali',
      duration: 60,
      status: 'confirmed',
    };
    expect(availableLessonLabel(lesson)).toBe('10 Mar 2026, 16:00 UAE · No subject · Sara Ali (60 min)');
  });
});

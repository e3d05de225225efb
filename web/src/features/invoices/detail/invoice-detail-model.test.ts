import { describe, expect, it } from 'vitest';
import { invoiceStatuses } from '../../../../../shared/invoices/invoice-statuses';
import { roles } from '../../../../../shared/roles';
import { ApiError } from '../../../api/api-error';
import {
  actionFailureDetail,
  calendarDateText,
  durationText,
  instantDateText,
  invoiceBackTarget,
  invoiceDetailActions,
  isInvoiceNotFound,
  lessonLineLabel,
  lessonTimeText,
  parseRateInput,
  rateInputText,
} from './invoice-detail-model';

describe('invoiceDetailActions', () => {
  it('lets super_admin send a draft and edit its rates', () => {
    expect(invoiceDetailActions('super_admin', 'draft')).toEqual({
      canSend: true,
      canMarkPaid: false,
      canEditRates: true,
      canVoid: false,
      canCreditNote: false,
    });
  });

  it.each(['sent', 'overdue'] as const)(
    'lets super_admin mark a %s invoice as paid, or void it',
    (status) => {
      expect(invoiceDetailActions('super_admin', status)).toEqual({
        canSend: false,
        canMarkPaid: true,
        canEditRates: false,
        canVoid: true,
        canCreditNote: true,
      });
    },
  );

  it.each(['sent', 'overdue'] as const)('never offers Void on a %s invoice with payments', (status) => {
    expect(invoiceDetailActions('super_admin', status, true)).toMatchObject({
      canMarkPaid: true,
      canVoid: false,
    });
  });

  it.each(['cancelled', 'void'] as const)('offers super_admin nothing on a %s invoice', (status) => {
    expect(invoiceDetailActions('super_admin', status)).toEqual({
      canSend: false,
      canMarkPaid: false,
      canEditRates: false,
      canVoid: false,
      canCreditNote: false,
    });
  });

  it('offers a credit note on a paid invoice while something is left to credit, and no Void once credited', () => {
    expect(invoiceDetailActions('super_admin', 'paid')).toMatchObject({
      canMarkPaid: false,
      canCreditNote: true,
    });
    expect(
      invoiceDetailActions('super_admin', 'paid', true, { credited: true, leftToCredit: false }),
    ).toMatchObject({ canCreditNote: false });
    expect(
      invoiceDetailActions('super_admin', 'sent', false, { credited: true, leftToCredit: true }),
    ).toMatchObject({ canVoid: false, canCreditNote: true });
  });

  it('offers no change to any other role, whatever the status', () => {
    for (const role of roles.filter((r) => r !== 'super_admin')) {
      for (const status of invoiceStatuses) {
        expect(invoiceDetailActions(role, status)).toEqual({
          canSend: false,
          canMarkPaid: false,
          canEditRates: false,
          canVoid: false,
          canCreditNote: false,
        });
      }
    }
  });
});

describe('invoiceBackTarget', () => {
  it('takes families to their invoice list', () => {
    expect(invoiceBackTarget('parent')).toEqual({ kind: 'path', to: '/dashboard/invoices' });
    expect(invoiceBackTarget('user')).toEqual({ kind: 'path', to: '/dashboard/invoices' });
  });

  it('takes super_admin to invoice management', () => {
    expect(invoiceBackTarget('super_admin')).toEqual({ kind: 'path', to: '/dashboard/invoice-management' });
  });

  it('takes admin back where it came from, or to the dashboard', () => {
    expect(invoiceBackTarget('admin')).toEqual({ kind: 'history', fallback: '/dashboard' });
  });
});

describe('errors', () => {
  it('treats a missing invoice or a malformed id as not found', () => {
    expect(isInvoiceNotFound(new ApiError(404, 'Invoice not found'))).toBe(true);
    expect(isInvoiceNotFound(new ApiError(400, 'Invoice id is not valid'))).toBe(true);
    expect(isInvoiceNotFound(new ApiError(500, 'boom'))).toBe(false);
    expect(isInvoiceNotFound(new ApiError(0, 'Network error', {}, false))).toBe(false);
    expect(isInvoiceNotFound(new Error('boom'))).toBe(false);
  });

  it("gives the server's reason when there is one", () => {
    expect(actionFailureDetail(new ApiError(400, 'Only a draft invoice can be sent'))).toBe(
      'Only a draft invoice can be sent',
    );
    expect(
      actionFailureDetail(new ApiError(502, 'Request failed with status 502', {}, false)),
    ).toBeUndefined();
    expect(actionFailureDetail(new ApiError(0, 'Network error', {}, false))).toBe(
      'Cannot connect to server. Please check your connection.',
    );
    expect(actionFailureDetail(new Error('boom'))).toBeUndefined();
  });
});

describe('parseRateInput', () => {
  it('accepts a number above 0 with up to two decimals', () => {
    expect(parseRateInput('45')).toEqual({ ok: true, rate: 45 });
    expect(parseRateInput(' 45.5 ')).toEqual({ ok: true, rate: 45.5 });
    expect(parseRateInput('0.01')).toEqual({ ok: true, rate: 0.01 });
    expect(parseRateInput('.5')).toEqual({ ok: true, rate: 0.5 });
  });

  it.each(['', '   ', '0', '0.00', '-5', 'abc', '12abc', '1,5', 'Infinity', 'NaN'])(
    "refuses '%s' with 'Please enter a valid rate'",
    (text) => {
      expect(parseRateInput(text)).toEqual({ ok: false, message: 'Please enter a valid rate' });
    },
  );

  it("passes on the shared schema's other limits", () => {
    expect(parseRateInput('45.555')).toEqual({ ok: false, message: 'Rate may have at most two decimals' });
    expect(parseRateInput('100001')).toEqual({ ok: false, message: 'Rate must be at most 100000' });
  });

  it('shows a rate with two decimals in the input', () => {
    expect(rateInputText(45.5)).toBe('45.50');
    expect(rateInputText(40)).toBe('40.00');
  });
});

describe('formatting', () => {
  it("dates an instant on the school's clock", () => {
    expect(instantDateText('2026-03-03T10:00:00.000Z')).toBe('3 Mar 2026');
    // 23:30 UTC on 31 May is already 1 June in London (summer time).
    expect(instantDateText('2026-05-31T23:30:00.000Z')).toBe('1 Jun 2026');
    expect(instantDateText('not a date')).toBe('not a date');
  });

  it('writes calendar dates short, and leaves anything else as it is', () => {
    expect(calendarDateText('2026-10-13')).toBe('13 Oct 2026');
    expect(calendarDateText('Tue 13 Oct')).toBe('Tue 13 Oct');
  });

  it("names a lesson line by subject, date and its own clock's time", () => {
    const item = { subject: 'Maths', lessonDate: '2026-10-13', lessonTime: '17:00', timezone: 'UK' } as const;
    expect(lessonTimeText(item)).toBe('17:00 UK');
    expect(lessonLineLabel(item)).toBe('Maths on 13 Oct 2026 at 17:00 UK');
    expect(lessonLineLabel({ ...item, subject: '', timezone: 'UAE' })).toBe(
      'Lesson on 13 Oct 2026 at 17:00 UAE',
    );
    expect(durationText(60)).toBe('60 min');
  });
});

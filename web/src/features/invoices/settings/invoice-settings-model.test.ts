import { describe, expect, it } from 'vitest';
import { parseSettingsForm, settingsFormFrom } from './invoice-settings-model';

const settings = {
  defaultRates: { GBP: 45, AED: 200.5 },
  taxRates: { GBP: 0, AED: 5 },
  overdueReminders: { enabled: true, days: [7, 14] },
  savedItems: [
    {
      id: 'a'.repeat(24),
      description: 'Registration fee',
      unitPrice: 25,
      currency: 'GBP' as const,
      taxable: false,
    },
  ],
  siblingDiscount: { percent: 10, appliesTo: 'second-and-later' as const },
};

describe('invoice settings form', () => {
  it('shows the saved settings and reads them back unchanged', () => {
    const form = settingsFormFrom(settings);
    expect(form).toEqual({
      rateGBP: '45.00',
      rateAED: '200.50',
      taxGBP: '0',
      taxAED: '5',
      overdueEmails: 'on',
      reminderDays: '7, 14',
      savedItems: [
        {
          id: 'a'.repeat(24),
          description: 'Registration fee',
          unitPrice: '25.00',
          currency: 'GBP',
          taxable: false,
        },
      ],
      siblingPercent: '10',
      xeroSalesAccount: '',
      xeroTaxGBP: '',
      xeroTaxAED: '',
      xeroUntaxed: '',
    });
    expect(parseSettingsForm(form)).toEqual({ settings });
    expect(parseSettingsForm({ ...form, siblingPercent: ' ' }).settings?.siblingDiscount).toBeNull();
  });

  it("puts the server schema's messages next to each field", () => {
    const result = parseSettingsForm({
      rateGBP: '',
      rateAED: '0',
      taxGBP: '101',
      taxAED: '',
      overdueEmails: 'on',
      reminderDays: '14 7',
      savedItems: [{ description: 'Books', unitPrice: '0', currency: 'GBP', taxable: true }],
      siblingPercent: '101',
      xeroSalesAccount: '',
      xeroTaxGBP: '',
      xeroTaxAED: '',
      xeroUntaxed: '',
    });
    expect(result.errors).toEqual({
      rateGBP: 'Please enter a valid rate',
      rateAED: 'Please enter a valid rate',
      taxGBP: 'Tax rate must be between 0 and 100',
      taxAED: expect.any(String),
      reminderDays: 'Reminder days must be in ascending order, each once',
      savedItems: 'Saved item 1: Unit price must not be zero',
      siblingPercent: 'A percentage discount must be at most 100',
    });
  });

  it('reads the reminder days as typed, and none when the box is empty', () => {
    const form = { ...settingsFormFrom(settings), overdueEmails: 'off' as const, reminderDays: '3,10 ,30' };
    expect(parseSettingsForm(form).settings?.overdueReminders).toEqual({ enabled: false, days: [3, 10, 30] });
    expect(parseSettingsForm({ ...form, reminderDays: ' ' }).settings?.overdueReminders?.days).toEqual([]);
    expect(parseSettingsForm({ ...form, reminderDays: 'weekly' }).errors).toEqual({
      reminderDays: 'Reminder days must be whole numbers',
    });
  });
});

describe('the Xero codes', () => {
  const xero = {
    salesAccountCode: '200',
    taxTypes: { GBP: 'OUTPUT2', AED: 'OUTPUT' },
    untaxedTaxType: 'NONE',
  };

  it('shows the saved codes and sends them back unchanged', () => {
    const form = settingsFormFrom({ ...settings, xero });
    expect(form).toMatchObject({
      xeroSalesAccount: '200',
      xeroTaxGBP: 'OUTPUT2',
      xeroTaxAED: 'OUTPUT',
      xeroUntaxed: 'NONE',
    });
    expect(parseSettingsForm(form).settings?.xero).toEqual(xero);
  });

  it('leaves the codes out when every box is empty, so the server keeps what it has', () => {
    expect(parseSettingsForm(settingsFormFrom(settings)).settings).not.toHaveProperty('xero');
  });

  it("puts the schema's message beside the code it is about", () => {
    const form = { ...settingsFormFrom({ ...settings, xero }), xeroTaxAED: 'OUT PUT', xeroUntaxed: '' };
    expect(parseSettingsForm(form).errors).toEqual({
      xeroTaxAED: "AED tax type may hold only letters, digits, '-', '_' and '.'",
      xeroUntaxed: 'Tax type without tax is required',
    });
  });
});

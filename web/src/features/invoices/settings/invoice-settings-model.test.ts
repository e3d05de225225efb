import { describe, expect, it } from 'vitest';
import { parseSettingsForm, settingsFormFrom } from './invoice-settings-model';

const settings = {
  schoolName: 'Bright Minds Academy',
  defaultRates: { GBP: 45, AED: 200.5 },
  taxRates: { GBP: 0, AED: 5 },
};

describe('invoice settings form', () => {
  it('shows the saved settings and reads them back unchanged', () => {
    const form = settingsFormFrom(settings);
    expect(form).toEqual({
      schoolName: 'Bright Minds Academy',
      rateGBP: '45.00',
      rateAED: '200.50',
      taxGBP: '0',
      taxAED: '5',
    });
    expect(parseSettingsForm(form)).toEqual({ settings });
  });

  it("puts the server schema's messages next to each field", () => {
    const result = parseSettingsForm({
      schoolName: '  ',
      rateGBP: '',
      rateAED: '0',
      taxGBP: '101',
      taxAED: '',
    });
    expect(result.errors).toEqual({
      schoolName: 'School name is required',
      rateGBP: 'Please enter a valid rate',
      rateAED: 'Please enter a valid rate',
      taxGBP: 'Tax rate must be between 0 and 100',
      taxAED: expect.any(String),
    });
  });

  it('trims the school name', () => {
    expect(
      parseSettingsForm({ ...settingsFormFrom(settings), schoolName: '  Oak School ' }).settings?.schoolName,
    ).toBe('Oak School');
  });
});

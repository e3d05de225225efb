import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '../../../../../shared/schemas/school-profile-schemas';
import { fieldsOf, schoolProfileResolver, type SchoolProfileFields } from './school-profile-form-model';

const profile = {
  schoolName: 'Hillside Tutors',
  legalName: 'Hillside Tutors Ltd',
  address: '1 High Street\nLeeds',
  contactEmail: 'office@hillside.example',
  contactPhone: '0113 496 0000',
  vatNumber: '',
  trn: '',
  dataContactName: '',
  dataContactEmail: '',
  paymentInstructions: {},
} as unknown as SchoolProfile;

const check = (change: (fields: SchoolProfileFields) => void) => {
  const fields = fieldsOf(profile);
  change(fields);
  return schoolProfileResolver(fields, undefined, { fields: {}, shouldUseNativeValidation: false });
};

describe('schoolProfileResolver', () => {
  it('sends the profile as typed, with no account for a currency left blank', async () => {
    const result = await check((fields) => {
      fields.paymentInstructions.GBP = {
        accountName: ' Hillside ',
        sortCode: '12-34-56',
        accountNumber: '12345678',
        iban: '',
      };
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      schoolName: 'Hillside Tutors',
      legalName: 'Hillside Tutors Ltd',
      paymentInstructions: {
        GBP: { accountName: 'Hillside', sortCode: '12-34-56', accountNumber: '12345678', iban: '' },
      },
    });
    expect(result.values).not.toHaveProperty('paymentInstructions.AED');
  });

  it("puts the server schema's message on the box it is about, and the first of all on top", async () => {
    const result = await check((fields) => {
      fields.contactEmail = 'not an address';
      fields.paymentInstructions.GBP.sortCode = '12';
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      root: { message: 'Contact email must be an email address' },
      contactEmail: { message: 'Contact email must be an email address' },
      paymentInstructions: { GBP: { sortCode: { message: 'Sort code must be six digits, e.g. 12-34-56' } } },
    });
  });

  it('requires the school name', async () => {
    const result = await check((fields) => {
      fields.schoolName = '  ';
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({ schoolName: { message: 'School name is required' } });
  });
});

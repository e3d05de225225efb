import * as z from 'zod';
import {
  formatIban,
  formatSortCode,
  isIban,
  isSortCode,
  isUaeTrn,
  isUkAccountNumber,
  isUkVatNumber,
  normalisedRegistration,
} from '../invoices/registration-numbers';
import { plainText } from './plain-text-schema';
import { retentionSettingsSchema } from './retention-schemas';

const text = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
    options,
  );

const optionalText = (label: string, max: number) => text(label, max).default('');

/**
 * The school's one name: asked for at setup, kept in the profile, and shown
 * everywhere (the web app, every email's sender, invoice PDFs, exports).
 */
export const schoolNameSchema = plainText(
  z
    .string({ error: 'School name is required' })
    .trim()
    .min(1, 'School name is required')
    .max(120, 'School name must be at most 120 characters'),
  'School name',
);

/** Where a family sends money in one currency: a UK account (sort code and number) or an IBAN, or both. */
const paymentInstructionsSchema = z
  .strictObject({
    accountName: text('Account name', 120).min(1, 'Account name is required'),
    sortCode: optionalText('Sort code', 12)
      .refine((value) => value === '' || isSortCode(value), 'Sort code must be six digits, e.g. 12-34-56')
      .transform((value) => (value ? formatSortCode(value) : '')),
    accountNumber: optionalText('Account number', 12)
      .refine((value) => value === '' || isUkAccountNumber(value), 'Account number must be eight digits')
      .transform((value) => normalisedRegistration(value)),
    iban: optionalText('IBAN', 42)
      .refine((value) => value === '' || isIban(value), 'IBAN is not valid (check its letters and digits)')
      .transform((value) => (value ? formatIban(value) : '')),
  })
  .superRefine((account, context) => {
    const uk = account.sortCode !== '' || account.accountNumber !== '';
    if (uk && (account.sortCode === '' || account.accountNumber === ''))
      context.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Give both the sort code and the account number',
      });
    if (!uk && account.iban === '')
      context.addIssue({
        code: 'custom',
        path: ['iban'],
        message: 'Give a sort code and account number, or an IBAN',
      });
  });
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** PUT /school-profile: what the school's invoices say about it (the logo has its own route). */
export const schoolProfileUpdateSchema = z.strictObject({
  /** Left out, the name stays as it is (it cannot be emptied). */
  schoolName: schoolNameSchema.optional(),
  /** The registered name, when the invoices must show one besides the school's name (e.g. "… Ltd"). */
  legalName: optionalText('Legal name', 160),
  address: text('Address', 400, { multiline: true }).default(''),
  contactEmail: optionalText('Contact email', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Contact email must be an email address',
  ),
  contactPhone: optionalText('Contact phone', 40).refine(
    (value) => value === '' || /^\+?[\d\s()-]{6,}$/.test(value),
    'Contact phone may hold digits, spaces, brackets, dashes and a leading +',
  ),
  vatNumber: optionalText('VAT number', 20)
    .refine((value) => value === '' || isUkVatNumber(value), 'VAT number must look like GB123456789')
    .transform((value) => normalisedRegistration(value)),
  trn: optionalText('TRN', 20)
    .refine((value) => value === '' || isUaeTrn(value), 'TRN must be 15 digits starting 100')
    .transform((value) => normalisedRegistration(value)),
  paymentInstructions: z
    .strictObject({ GBP: paymentInstructionsSchema.optional(), AED: paymentInstructionsSchema.optional() })
    .default({}),
  /** Whom families write to about their data (UK GDPR / PDPL): shown on the public privacy page. */
  dataContactName: optionalText('Data contact name', 120),
  dataContactEmail: optionalText('Data contact email', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Data contact email must be an email address',
  ),
});
export type SchoolProfileUpdate = z.infer<typeof schoolProfileUpdateSchema>;

/** Bank details for one currency as saved (empty strings where the school left a field blank). */
export const storedInstructionsSchema = z.object({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
});

export const schoolProfileSchema = z.object({
  schoolName: z.string(),
  legalName: z.string(),
  address: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  vatNumber: z.string(),
  trn: z.string(),
  paymentInstructions: z.object({
    GBP: storedInstructionsSchema.optional(),
    AED: storedInstructionsSchema.optional(),
  }),
  dataContactName: z.string(),
  dataContactEmail: z.string(),
  /** Whether a logo is stored (GET /school-profile/logo answers it). */
  hasLogo: z.boolean(),
  updatedAt: z.string(),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

/**
 * GET /school/privacy-contact: what anyone may read for the privacy page: the
 * school's name, its data contact and how long it keeps each kind of record.
 */
export const privacyContactSchema = z.object({
  schoolName: z.string(),
  dataContactName: z.string(),
  /** Falls back to the profile's contact email when no data contact is set; '' when neither is. */
  dataContactEmail: z.string(),
  /** The school's own retention periods, as its settings hold them now. */
  retention: retentionSettingsSchema,
});
export type PrivacyContact = z.infer<typeof privacyContactSchema>;

/** The largest logo a school may store (a PDF embeds it once per invoice). */
export const maxLogoBytes = 500 * 1024;
/** The logo upload's request: its base64 leaves room above 500 KB so a larger file is told why (400), not 413. */
export const logoUploadBodyBytes = 1000 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg'] as const;

/** PUT /school-profile/logo: the image's bytes, base64-encoded (JSON, as every route of this API takes). */
export const schoolLogoUploadSchema = z.strictObject({
  image: z
    .base64({ error: 'The logo must be sent as base64-encoded bytes' })
    .min(1, 'Choose a PNG or JPEG image')
    .max(logoUploadBodyBytes, 'The logo must be at most 500 KB'),
});
export type SchoolLogoUpload = z.infer<typeof schoolLogoUploadSchema>;

/** GET /school-profile/logo: the stored logo as base64 with its type, or null when the school has none. */
export const schoolLogoSchema = z.object({
  logo: z.object({ contentType: z.enum(logoContentTypes), image: z.string() }).nullable(),
});
export type SchoolLogo = z.infer<typeof schoolLogoSchema>;

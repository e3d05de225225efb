import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  schoolProfileUpdateSchema,
  type SchoolProfile,
  type SchoolProfileUpdate,
} from '../../../../../shared/schemas/school-profile-schemas';

const accountFields = ['accountName', 'sortCode', 'accountNumber', 'iban'] as const;
type AccountFields = Record<(typeof accountFields)[number], string>;

/** The school profile form as its boxes hold it; a currency's account is a group of four. */
export interface SchoolProfileFields {
  schoolName: string;
  legalName: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  vatNumber: string;
  trn: string;
  dataContactName: string;
  dataContactEmail: string;
  paymentInstructions: { GBP: AccountFields; AED: AccountFields };
}

/** Every box of the form by its name, as the server names a field in its messages. */
export const schoolProfileFieldNames = [
  'schoolName',
  'legalName',
  'address',
  'contactEmail',
  'contactPhone',
  'vatNumber',
  'trn',
  ...(['GBP', 'AED'] as const).flatMap((currency) =>
    accountFields.map((name) => `paymentInstructions.${currency}.${name}` as const),
  ),
  'dataContactName',
  'dataContactEmail',
] as const;

export type SchoolProfileFieldName = (typeof schoolProfileFieldNames)[number];

export function fieldsOf(profile: SchoolProfile): SchoolProfileFields {
  const account = (currency: 'GBP' | 'AED') =>
    Object.fromEntries(
      accountFields.map((name) => [name, profile.paymentInstructions[currency]?.[name] ?? '']),
    ) as AccountFields;
  return {
    schoolName: profile.schoolName,
    legalName: profile.legalName,
    address: profile.address,
    contactEmail: profile.contactEmail,
    contactPhone: profile.contactPhone,
    vatNumber: profile.vatNumber,
    trn: profile.trn,
    dataContactName: profile.dataContactName,
    dataContactEmail: profile.dataContactEmail,
    paymentInstructions: { GBP: account('GBP'), AED: account('AED') },
  };
}

/** A currency's account is sent only when some of it is filled in; the schema checks the rest. */
export function bodyOf(fields: SchoolProfileFields): SchoolProfileUpdate {
  const account = (currency: 'GBP' | 'AED') => {
    const values = Object.fromEntries(
      accountFields.map((name) => [name, fields.paymentInstructions[currency][name].trim()]),
    ) as AccountFields;
    return Object.values(values).some(Boolean) ? values : undefined;
  };
  const gbp = account('GBP');
  const aed = account('AED');
  return {
    // Always sent: the API keeps the name when it is left out, but the form requires one.
    schoolName: fields.schoolName,
    legalName: fields.legalName,
    address: fields.address,
    contactEmail: fields.contactEmail,
    contactPhone: fields.contactPhone,
    vatNumber: fields.vatNumber,
    trn: fields.trn,
    dataContactName: fields.dataContactName,
    dataContactEmail: fields.dataContactEmail,
    paymentInstructions: { ...(gbp ? { GBP: gbp } : {}), ...(aed ? { AED: aed } : {}) },
  };
}

/**
 * The body to send, or what the server would answer: each box's first
 * message, and the first of all (`root`) for the form's banner, from the
 * schema the server applies. The body goes as typed; the server tidies it.
 */
export const schoolProfileResolver: Resolver<SchoolProfileFields, unknown, SchoolProfileUpdate> = (
  values,
) => {
  const body = bodyOf(values);
  const parsed = schoolProfileUpdateSchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: Record<string, unknown> = {
    root: { type: 'validate', message: parsed.error.issues[0]?.message ?? 'Please check the profile' },
  };
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.');
    if (!(schoolProfileFieldNames as readonly string[]).includes(name)) continue;
    const path = issue.path.map(String);
    let node = errors;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<SchoolProfileFields> };
};

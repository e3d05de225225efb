import type { SchoolProfile, SchoolProfileUpdate } from '../../shared/schemas/school-profile-schemas';
import { getItem } from '../platform/table/get-item';

/**
 * What the school's invoices say about it: legal name, address, contacts,
 * tax registrations and where to pay, one item. The logo's bytes are in S3
 * (school-logo-object.ts); the item records its type and a version, so a
 * stored invoice PDF made with another logo or profile is made again.
 */
export const schoolProfileKey = { PK: 'SCHOOL', SK: 'PROFILE' };

export interface StoredLogo {
  contentType: 'image/png' | 'image/jpeg';
  /** A hash of the bytes: part of the invoice PDFs' fingerprint. */
  version: string;
}

export interface SchoolProfileRecord extends SchoolProfileUpdate {
  logo?: StoredLogo;
  updatedAt: string;
}

export const emptySchoolProfile: SchoolProfileRecord = {
  legalName: '',
  address: '',
  contactEmail: '',
  contactPhone: '',
  vatNumber: '',
  trn: '',
  paymentInstructions: {},
  dataContactName: '',
  dataContactEmail: '',
  updatedAt: '',
};

export function schoolProfileItem(profile: SchoolProfileRecord) {
  return { ...schoolProfileKey, entity: 'SchoolProfile', ...profile };
}

export async function readSchoolProfile(): Promise<SchoolProfileRecord> {
  const item = await getItem(schoolProfileKey, { consistentRead: true });
  if (!item) return emptySchoolProfile;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = item;
  return { ...emptySchoolProfile, ...(record as Partial<SchoolProfileRecord>) };
}

export function toSchoolProfile(record: SchoolProfileRecord): SchoolProfile {
  const { logo, ...fields } = record;
  return { ...fields, hasLogo: Boolean(logo) };
}

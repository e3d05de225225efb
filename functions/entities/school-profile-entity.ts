import { Entity, GetItemCommand, PutTransaction, item, map, string } from 'dynamodb-toolbox';
import {
  logoContentTypes,
  type SchoolProfile,
  type SchoolProfileUpdate,
} from '../../shared/schemas/school-profile-schemas';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import { readInvoiceSettingsItem } from './invoice-settings-entity';

/**
 * The school's name, and what its invoices say about it: legal name, address, contacts,
 * tax registrations and where to pay, one item. The logo's bytes are in S3
 * (school-logo-object.ts); the item records its type and a version, so a
 * stored invoice PDF made with another logo or profile is made again.
 */
export interface StoredLogo {
  contentType: 'image/png' | 'image/jpeg';
  /** A hash of the bytes: part of the invoice PDFs' fingerprint. */
  version: string;
}

export interface SchoolProfileRecord extends Omit<SchoolProfileUpdate, 'schoolName'> {
  /** The name the whole product shows (web app, emails' sender, PDFs, exports). */
  schoolName: string;
  logo?: StoredLogo;
  updatedAt: string;
}

/** What a school set up before setup asked for its name was called everywhere, until it names itself. */
export const unnamedSchoolName = 'Tutoring School';

export const emptySchoolProfile: SchoolProfileRecord = {
  schoolName: '',
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

const paymentInstructions = map({
  accountName: string(),
  sortCode: string(),
  accountNumber: string(),
  iban: string(),
}).optional();

/** The profile item's key: one per school. */
export const schoolProfileKey = { PK: 'SCHOOL', SK: 'PROFILE' } as const;

/** Every field optional on read: a profile saved before a field existed reads it as empty. */
export const SchoolProfileEntity = new Entity({
  name: 'SchoolProfile',
  table: schoolTable,
  timestamps: false,
  schema: item({
    schoolName: string().optional(),
    legalName: string().optional(),
    address: string().optional(),
    contactEmail: string().optional(),
    contactPhone: string().optional(),
    vatNumber: string().optional(),
    trn: string().optional(),
    paymentInstructions: map({ GBP: paymentInstructions, AED: paymentInstructions }).optional(),
    dataContactName: string().optional(),
    dataContactEmail: string().optional(),
    logo: map({ contentType: string().enum(...logoContentTypes), version: string() }).optional(),
    updatedAt: string().optional(),
  }),
  computeKey: () => ({ ...schoolProfileKey }),
});

/** The profile's write, replacing the whole item (a removed logo goes with it). */
export function schoolProfilePut(profile: SchoolProfileRecord): EntityWrite {
  return SchoolProfileEntity.build(PutTransaction).item(profile);
}

/**
 * The profile as stored. A school whose profile has no name yet (set up
 * before the profile held it) reads the name its invoice settings kept, or
 * the name every school had before it chose one; its next profile save
 * writes the name here. One more GetItem, for those schools only.
 */
export async function readSchoolProfile(): Promise<SchoolProfileRecord> {
  const { Item: stored } = await SchoolProfileEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  const profile = { ...emptySchoolProfile, ...stored };
  if (profile.schoolName) return profile;
  const { legacySchoolName } = await readInvoiceSettingsItem();
  return { ...profile, schoolName: legacySchoolName ?? unnamedSchoolName };
}

export function toSchoolProfile(record: SchoolProfileRecord): SchoolProfile {
  const { logo, ...fields } = record;
  return { ...fields, hasLogo: Boolean(logo) };
}

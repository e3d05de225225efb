import type { RouteTable } from '../../shared/routes/route-table';
import { readRetentionSettings } from '../entities/retention-settings-entity';
import {
  readSchoolProfile,
  schoolProfilePut,
  toSchoolProfile,
  type SchoolProfileRecord,
} from '../entities/school-profile-entity';
import type { RouteService } from '../platform/route-service';
import { auditPut } from '../shared-domains/audit/audit-put';
import { writeTransaction } from '../platform/table/write-transaction';

export const getSchoolProfile: RouteService<RouteTable['invoices.schoolProfile']> = async () => ({
  data: toSchoolProfile(await readSchoolProfile()),
});

/**
 * Replaces the profile's fields (the logo stays; the name too when the body
 * leaves it out). Its `updatedAt` is part of every stored invoice PDF's
 * fingerprint, so PDFs show the new profile at once. A name read from the
 * invoice settings (a school set up before the profile held it) is written
 * here by the first save.
 */
export const updateSchoolProfile: RouteService<RouteTable['invoices.updateSchoolProfile']> = async ({
  body,
  principal,
  requestId,
}) => {
  const current = await readSchoolProfile();
  const next: SchoolProfileRecord = {
    ...body,
    schoolName: body.schoolName ?? current.schoolName,
    ...(current.logo ? { logo: current.logo } : {}),
    updatedAt: new Date().toISOString(),
  };
  const { updatedAt: _was, logo: _logo, ...before } = current;
  const { updatedAt: _now, logo: _kept, ...after } = next;
  await writeTransaction([
    schoolProfilePut(next),
    auditPut({
      principal,
      action: 'settings.schoolProfile',
      target: { type: 'settings', id: 'school-profile' },
      before,
      after,
      requestId,
    }),
  ]);
  return { data: toSchoolProfile(next), message: 'School profile saved' };
};

/**
 * GET /school/privacy-contact (public): whom a family writes to about its
 * data, and how long the school keeps what. Only the school's name, its data
 * contact and its retention periods leave, never the rest of the profile
 * (bank details, tax numbers). Without a data contact the school's general
 * contact email stands in, so the page always names a way to ask.
 */
export const privacyContact: RouteService<RouteTable['invoices.privacyContact']> = async () => {
  const [profile, retention] = await Promise.all([readSchoolProfile(), readRetentionSettings()]);
  return {
    data: {
      schoolName: profile.schoolName,
      dataContactName: profile.dataContactName,
      dataContactEmail: profile.dataContactEmail || profile.contactEmail,
      retention,
    },
  };
};

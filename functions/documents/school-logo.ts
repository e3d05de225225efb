import { createHash } from 'node:crypto';
import type { RouteTable } from '../../shared/routes/route-table';
import { maxLogoBytes } from '../../shared/schemas/school-profile-schemas';
import { badRequest } from '../platform/http-errors';
import {
  deleteSchoolLogo,
  logoTypeOf,
  readSchoolLogo,
  storeSchoolLogo,
} from '../entities/school-logo-object';
import {
  readSchoolProfile,
  schoolProfilePut,
  toSchoolProfile,
  type SchoolProfileRecord,
  type StoredLogo,
} from '../entities/school-profile-entity';
import type { Principal } from '../platform/access-tokens';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';
import { logoWithinSize } from './logo-size';

export const notAnImage = 'The logo must be a PNG or JPEG image';
export const logoTooLarge = `The logo must be at most ${maxLogoBytes / 1024} KB`;

/**
 * The upload's type by its first bytes, brought within the logo's largest
 * size (logo-size.ts), then decoded as the invoice PDF will embed it: a file
 * that only starts like a PNG or JPEG is refused here rather than left out of
 * every PDF later. Answers the bytes to store.
 */
async function checkedLogo(
  uploaded: Uint8Array,
): Promise<{ bytes: Uint8Array; contentType: StoredLogo['contentType'] }> {
  if (uploaded.length > maxLogoBytes) throw badRequest(logoTooLarge, { image: logoTooLarge });
  const contentType = logoTypeOf(uploaded);
  if (!contentType) throw badRequest(notAnImage, { image: notAnImage });
  const bytes = logoWithinSize(uploaded, contentType);
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  try {
    await (contentType === 'image/png' ? doc.embedPng(bytes) : doc.embedJpg(bytes));
  } catch {
    const unreadable = `The logo is not a readable ${contentType === 'image/png' ? 'PNG' : 'JPEG'} image`;
    throw badRequest(unreadable, { image: unreadable });
  }
  return { bytes, contentType };
}

/** How the audit log shows a logo: its type and the version its bytes hash to (the bytes are in S3). */
const auditedLogo = (logo: StoredLogo | undefined) =>
  logo ? { logo: `${logo.contentType}, version ${logo.version}` } : undefined;

/**
 * The profile as it is, with its logo replaced (or removed) and a new
 * `updatedAt`, and the change's audit entry in the same transaction.
 */
async function saveLogo(
  logo: StoredLogo | undefined,
  change: { principal: Principal; requestId: string },
): Promise<SchoolProfileRecord> {
  const { logo: previous, ...current } = await readSchoolProfile();
  const next: SchoolProfileRecord = {
    ...current,
    ...(logo ? { logo } : {}),
    updatedAt: new Date().toISOString(),
  };
  await writeTransaction([
    schoolProfilePut(next),
    auditPut({
      principal: change.principal,
      action: logo ? 'settings.logoUpload' : 'settings.logoRemove',
      target: { type: 'settings', id: 'school-logo' },
      before: auditedLogo(previous),
      after: auditedLogo(logo),
      requestId: change.requestId,
    }),
  ]);
  return next;
}

/** GET /school-profile/logo: what the invoice detail shows; families see it on their invoices too. */
export const getSchoolLogo: RouteService<RouteTable['invoices.schoolLogo']> = async () => {
  const profile = await readSchoolProfile();
  const bytes = profile.logo ? await readSchoolLogo() : undefined;
  return {
    data: {
      logo:
        profile.logo && bytes
          ? { contentType: profile.logo.contentType, image: Buffer.from(bytes).toString('base64') }
          : null,
    },
  };
};

/**
 * PUT /school-profile/logo: the bytes go to S3 first, then the profile item
 * records the logo's type and a hash of it (part of every stored PDF's
 * fingerprint, so PDFs are made again with the new logo).
 */
export const uploadSchoolLogo: RouteService<RouteTable['invoices.uploadSchoolLogo']> = async ({
  body,
  principal,
  requestId,
}) => {
  const { bytes, contentType } = await checkedLogo(new Uint8Array(Buffer.from(body.image, 'base64')));
  await storeSchoolLogo(bytes, contentType);
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const profile = await saveLogo({ contentType, version }, { principal, requestId });
  return { data: toSchoolProfile(profile), message: 'Logo saved' };
};

/** DELETE /school-profile/logo: the profile forgets it first, so no PDF asks for bytes that are gone. */
export const removeSchoolLogo: RouteService<RouteTable['invoices.removeSchoolLogo']> = async ({
  principal,
  requestId,
}) => {
  const profile = await saveLogo(undefined, { principal, requestId });
  await deleteSchoolLogo();
  return { data: toSchoolProfile(profile), message: 'Logo removed' };
};

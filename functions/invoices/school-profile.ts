import type { RouteTable } from '../../shared/routes/route-table';
import {
  readSchoolProfile,
  schoolProfileItem,
  toSchoolProfile,
  type SchoolProfileRecord,
} from '../lib/entities/school-profile-entity';
import type { RouteService } from '../lib/route-service';
import { putItem } from '../lib/table/write-item';

export const getSchoolProfile: RouteService<RouteTable['invoices.schoolProfile']> = async () => ({
  data: toSchoolProfile(await readSchoolProfile()),
});

/**
 * Replaces the profile's fields (the logo stays). Its `updatedAt` is part of
 * every stored invoice PDF's fingerprint, so PDFs show the new profile at once.
 */
export const updateSchoolProfile: RouteService<RouteTable['invoices.updateSchoolProfile']> = async ({
  body,
}) => {
  const current = await readSchoolProfile();
  const next: SchoolProfileRecord = {
    ...body,
    ...(current.logo ? { logo: current.logo } : {}),
    updatedAt: new Date().toISOString(),
  };
  await putItem({ Item: schoolProfileItem(next) });
  return { data: toSchoolProfile(next), message: 'School profile saved' };
};

import { findSubjectNames } from '../entities/curriculum-entity';
import { badRequest } from '../platform/http-errors';

/** Allocated subjects must exist: one BatchGetItem for up to 100 ids. */
export async function assertSubjectsExist(subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  const found = await findSubjectNames(subjectIds);
  const missing = subjectIds.filter((id) => !found.has(id));
  if (missing.length)
    throw badRequest('Some allocated subjects do not exist', {
      subjects: `Unknown subject: ${missing.join(', ')}`,
    });
}

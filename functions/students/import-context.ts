import type { ImportKind } from '../../shared/imports/import-columns';
import type { ExistingAccount, PlanContext } from '../../shared/imports/import-plan';
import { listSubjectsByName } from '../entities/curriculum-entity';
import { getStudentsByIds } from '../entities/student-entity';
import { findEmailHolders, findUsersById } from '../entities/user-entity';

/**
 * The school as an import's rows are decided against: the curriculum's subjects by name, and the accounts that
 * hold the file's emails with their children. Batch reads only: a 5,000-row file is about 150 BatchGetItems.
 */
export async function loadPlanContext(kind: ImportKind, emails: readonly string[]): Promise<PlanContext> {
  const subjects = kind === 'families' ? await listSubjectsByName() : [];
  const holders = await findEmailHolders(emails.filter((email) => email.includes('@')));
  const accounts = await findUsersById([...holders.values()]);
  const families = [...accounts.values()].filter((account) => account.children.length);
  const children =
    kind === 'families' ? await getStudentsByIds(families.flatMap((family) => family.children)) : [];
  const accountsByEmail = new Map<string, ExistingAccount>();
  for (const [email, userId] of holders) {
    const account = accounts.get(userId);
    if (!account) continue;
    accountsByEmail.set(email, {
      id: account.id,
      role: account.role,
      name: account.name,
      children: children
        .filter((child) => child.parentId === account.id)
        .map(({ id, name, grade, subjects }) => ({ id, name, grade, subjects })),
    });
  }
  return {
    subjectIdsByName: new Map(subjects.map((subject) => [subject.name.trim().toLowerCase(), subject.id])),
    accountsByEmail,
  };
}

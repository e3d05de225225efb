import { getItem } from '../platform/table/get-item';
import { putIfAbsent } from '../platform/table/table-write';

/** Written with the first Super Administrator; its existence is what closes /auth/setup. */
export const schoolSetupKey = { PK: 'SCHOOL', SK: 'SETUP' };

/** Only one Super Administrator is ever created by setup: the marker is written only if absent. */
export function schoolSetupPut(superAdminId: string, createdAt: string) {
  return putIfAbsent({ ...schoolSetupKey, entity: 'SchoolSetup', superAdminId, createdAt });
}

export async function schoolIsSetUp(): Promise<boolean> {
  return Boolean(await getItem(schoolSetupKey, { consistentRead: true }));
}

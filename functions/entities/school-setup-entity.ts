import { Entity, GetItemCommand, PutTransaction, item, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/** Written with the first Super Administrator; its existence is what closes /auth/setup. */
export const schoolSetupKey = { PK: 'SCHOOL', SK: 'SETUP' };

export const SchoolSetupEntity = new Entity({
  name: 'SchoolSetup',
  table: schoolTable,
  timestamps: false,
  schema: item({
    superAdminId: string(),
    createdAt: string(),
  }),
  computeKey: () => schoolSetupKey,
});

/** Only one Super Administrator is ever created by setup: the marker is written only if absent. */
export function schoolSetupPut(superAdminId: string, createdAt: string): EntityWrite {
  return SchoolSetupEntity.build(PutTransaction)
    .item({ superAdminId, createdAt })
    .options({ condition: { attr: 'superAdminId', exists: false } });
}

export async function schoolIsSetUp(): Promise<boolean> {
  const { Item: setup } = await SchoolSetupEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true, attributes: ['superAdminId'] })
    .send();
  return Boolean(setup);
}

/** When the school was set up (nobody changed anything before), or undefined before its setup. */
export async function schoolSetUpAt(): Promise<string | undefined> {
  const { Item: setup } = await SchoolSetupEntity.build(GetItemCommand)
    .key({})
    .options({ attributes: ['createdAt'] })
    .send();
  return setup?.createdAt;
}

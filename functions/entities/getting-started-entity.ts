import { Entity, GetItemCommand, PutTransaction, item, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * That the school dismissed the getting-started checklist (issue 38), and who: one item beside the
 * school's settings. Absent until dismissed; nothing un-dismisses it.
 */
export const GettingStartedEntity = new Entity({
  name: 'GettingStarted',
  table: schoolTable,
  timestamps: false,
  schema: item({
    dismissedAt: string(),
    dismissedBy: string(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'GETTING_STARTED' }),
});

/** The dismissal, refused when the checklist was dismissed already (the first dismissal is the one kept). */
export function gettingStartedDismissal(dismissedBy: string, dismissedAt: string): EntityWrite {
  return GettingStartedEntity.build(PutTransaction)
    .item({ dismissedAt, dismissedBy })
    .options({ condition: { attr: 'dismissedAt', exists: false } });
}

export async function gettingStartedDismissed(): Promise<boolean> {
  const { Item: stored } = await GettingStartedEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  return stored !== undefined;
}

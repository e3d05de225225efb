import {
  DeleteItemCommand,
  Entity,
  ScanCommand,
  isConditionCheckFailed,
  item,
  number,
  string,
} from 'dynamodb-toolbox';
import { timeToLiveAttributeName } from '../platform/table-design';
import { schoolTable } from '../platform/table/school-table';

/** The local stand-in for DynamoDB's TTL process runs this often; DynamoDB itself takes up to a few days. */
export const defaultExpiryIntervalMs = 60 * 60 * 1000;
/** The first run waits a little, so it does not compete with the first page loads after a start. */
export const firstExpiryDelayMs = 30_000;

/**
 * Any item of the table as the TTL process sees it: its key and its expiry,
 * whatever entity it belongs to. Only this stand-in uses it, to delete.
 */
const ExpiringItem = new Entity({
  name: 'ExpiringItem',
  table: schoolTable,
  timestamps: false,
  entityAttribute: false,
  schema: item({
    PK: string().key(),
    SK: string().key(),
    expiresAt: number().savedAs(timeToLiveAttributeName).optional(),
  }),
});

/**
 * Deletes every item whose TTL attribute is in the past, as DynamoDB's TTL
 * process does in AWS; DynamoDB Local never does, so without this the
 * one-machine mode would keep expired refresh tokens, slot locks, sign-in
 * counts and activity for ever. DynamoDB's own process reads the whole
 * table, and so does this stand-in: a paged Scan, run by the local runtime's
 * timer, never on a request path. Each delete is conditional on the item
 * still being expired, so an item renewed meanwhile is kept.
 */
export async function deleteExpiredItems(now = new Date()): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    // Read as ExpiringItem keys alone: no item of another entity is left out, none needs its own schema.
    const page = await schoolTable
      .build(ScanCommand)
      .entities(ExpiringItem)
      .options({
        filters: { ExpiringItem: { attr: 'expiresAt', lt: nowSeconds } },
        attributes: ['PK', 'SK'],
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    for (const key of page.Items ?? []) if (await deleteIfStillExpired(key, nowSeconds)) deleted++;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

async function deleteIfStillExpired(key: { PK: string; SK: string }, nowSeconds: number): Promise<boolean> {
  try {
    await ExpiringItem.build(DeleteItemCommand)
      .key(key)
      .options({ condition: { attr: 'expiresAt', lt: nowSeconds } })
      .send();
    return true;
  } catch (error) {
    if (isConditionCheckFailed(error)) return false;
    throw error;
  }
}

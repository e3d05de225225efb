import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/platform/dynamo-client';
import { tableName } from '../../functions/platform/runtime-config';
import { deleteExpiredItems } from '../../functions/local/expire-items';
import { useTestRuntime } from './support/test-runtime';

// The runtime points this process's AWS SDK at its own table in DynamoDB Local.
useTestRuntime();

const nowSeconds = () => Math.floor(Date.now() / 1000);
const put = (PK: string, expiresAt?: number) =>
  dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK, SK: 'TTL_TEST', ...(expiresAt ? { expiresAt } : {}) },
    }),
  );
const exists = async (PK: string) =>
  Boolean(
    (await dynamo().send(new GetCommand({ TableName: tableName(), Key: { PK, SK: 'TTL_TEST' } }))).Item,
  );

describe('the local runtime expires items as DynamoDB does', () => {
  it('deletes items whose expiresAt has passed, keeps the rest', async () => {
    await put('TTL#expired', nowSeconds() - 60);
    await put('TTL#later', nowSeconds() + 3600);
    await put('TTL#never');

    expect(await deleteExpiredItems()).toBeGreaterThanOrEqual(1);

    expect(await exists('TTL#expired')).toBe(false);
    expect(await exists('TTL#later')).toBe(true);
    expect(await exists('TTL#never')).toBe(true);
  });
});

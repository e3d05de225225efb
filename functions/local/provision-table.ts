import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import {
  globalIndexes,
  partitionKeyName,
  sortKeyName,
  timeToLiveAttributeName,
  type GlobalIndexDesign,
} from '../platform/table-design';

/** The names of the table's indexes, or undefined when there is no table yet. */
async function existingIndexes(client: DynamoDBClient, tableName: string): Promise<string[] | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName!);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

function indexDefinition(index: GlobalIndexDesign): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKeyName, KeyType: 'HASH' },
      { AttributeName: index.sortKeyName, KeyType: 'RANGE' },
    ],
    Projection: index.includedAttributes
      ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.includedAttributes] }
      : { ProjectionType: 'ALL' },
  };
}

async function untilIndexActive(client: DynamoDBClient, tableName: string, indexName: string) {
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A data folder made before an index existed gets it, one at a time as
 * DynamoDB allows; its items carry the index's keys only once
 * `backfillExportIndex` has run (the local runtime does it next).
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: string[]) {
  const added: string[] = [];
  for (const index of globalIndexes.filter((design) => !existing.includes(design.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKeyName, index.sortKeyName].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await untilIndexActive(client, tableName, index.indexName);
    added.push(index.indexName);
  }
  return added;
}

/**
 * Creates the single table on first start exactly as the CDK app declares it
 * (same key design module), or adds the indexes an older table lacks.
 * Answers the indexes it added to an existing table.
 */
export async function provisionTable(client: DynamoDBClient, tableName: string): Promise<string[]> {
  const existing = await existingIndexes(client, tableName);
  if (existing) return addMissingIndexes(client, tableName, existing);
  const keyAttributes = [
    partitionKeyName,
    sortKeyName,
    ...globalIndexes.flatMap((index) => [index.partitionKeyName, index.sortKeyName]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKeyName, KeyType: 'HASH' },
        { AttributeName: sortKeyName, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map(indexDefinition),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttributeName, Enabled: true },
    }),
  );
  return [];
}

import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { globalIndexes, partitionKeyName, sortKeyName, timeToLiveAttributeName } from '../lib/table-design';

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** Creates the single table on first start exactly as the CDK app declares it (same key design module). */
export async function provisionTable(client: DynamoDBClient, tableName: string): Promise<void> {
  if (await tableExists(client, tableName)) return;
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
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKeyName, KeyType: 'HASH' },
          { AttributeName: index.sortKeyName, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttributeName, Enabled: true },
    }),
  );
}

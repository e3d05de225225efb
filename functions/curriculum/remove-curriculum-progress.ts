import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchDeleteKeys } from '../lib/batch-delete';
import { dynamo } from '../lib/dynamo-client';
import { progressKeys } from '../lib/entities/progress-entity';
import { counterDeltas } from '../lib/entities/school-counters';
import { studentKeys } from '../lib/entities/student-entity';
import { tableName } from '../lib/runtime-config';

/**
 * Removes every progress record, note and history entry on a subject, or on
 * one unit or topic of it (`scopePrefix` = `unitId#` or `unitId#topicId#`),
 * found through GSI2. The students' and the school's update counters drop by
 * the history entries removed, so the dashboard stays exact.
 */
export async function removeCurriculumProgress(subjectId: string, scopePrefix?: string): Promise<void> {
  const removedChanges = new Map<string, number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: scopePrefix
          ? 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)'
          : 'GSI2PK = :pk',
        ExpressionAttributeValues: {
          ':pk': progressKeys.curriculumPartition(subjectId),
          ...(scopePrefix ? { ':prefix': scopePrefix } : {}),
        },
        ProjectionExpression: 'PK, SK, studentId, entity',
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    for (const item of items) {
      if (item.entity === 'StatusChange') {
        removedChanges.set(item.studentId as string, (removedChanges.get(item.studentId as string) ?? 0) + 1);
      }
    }
    await batchDeleteKeys(items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await lowerUpdateCounters(removedChanges);
}

async function lowerUpdateCounters(removedChanges: Map<string, number>): Promise<void> {
  const total = [...removedChanges.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return;
  await dynamo().send(
    new TransactWriteCommand({ TransactItems: [counterDeltas({ progressUpdates: -total })] }),
  );
  for (const [studentId, count] of removedChanges) {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: studentKeys.primary(studentId),
          UpdateExpression: 'ADD progressUpdates :minus',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minus': -count },
        }),
      )
      .catch((error: unknown) => {
        // A student deleted meanwhile took its own count with it.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  }
}

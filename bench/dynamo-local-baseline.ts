import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { schoolCountersKey } from '../functions/entities/school-counters-entity';
import { progressKeys } from '../functions/entities/progress-entity';
import { studentKeys } from '../functions/entities/student-entity';
import { localRegion, localTableName } from '../functions/local/dynamodb-local';
import { inMemoryCredentials } from '../functions/local/local-access-key';

export interface DynamoLocalBaseline {
  /** One GetItem of the counters item, straight to DynamoDB Local (no API): median ms of 200. */
  getItemMedianMs: number;
  /** One Query of a student's 20 progress records of a subject: median ms of 100. */
  queryMedianMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(runs: number, action: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * How fast the emulator itself answers at this table size, with the app
 * left out: what an endpoint whose DynamoDB work is the same at both sizes
 * can still lose between the small and the large school.
 */
export async function measureDynamoLocal(
  endpoint: string,
  sample: { studentId: string; subjectId: string },
): Promise<DynamoLocalBaseline> {
  const client = DynamoDBDocumentClient.from(
    // The bench's runtime keeps its school in memory.
    new DynamoDBClient({ endpoint, region: localRegion, credentials: inMemoryCredentials }),
  );
  try {
    const get = () => client.send(new GetCommand({ TableName: localTableName, Key: schoolCountersKey }));
    const query = () =>
      client.send(
        new QueryCommand({
          TableName: localTableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: {
            ':pk': studentKeys.partition(sample.studentId),
            ':prefix': progressKeys.subjectPrefix(sample.subjectId),
          },
        }),
      );
    await timed(20, get);
    await timed(10, query);
    return { getItemMedianMs: await timed(200, get), queryMedianMs: await timed(100, query) };
  } finally {
    client.destroy();
  }
}

import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchDeleteKeys } from '../lib/batch-delete';
import { dynamo } from '../lib/dynamo-client';
import { curriculumKeys, readSubjectPartition, readSubjectTree } from '../lib/entities/curriculum-entity';
import { counterDeltas } from '../lib/entities/school-counters';
import { studentKeys } from '../lib/entities/student-entity';
import { notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/transaction-errors';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const subjectNotFound = () => notFound('Subject not found');

/** One Query on GSI1 a page; a school has tens of subjects, so every page is read. */
export const listSubjects: RouteService<RouteTable['curriculum.listSubjects']> = async () => {
  const subjects: { _id: string; name: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'SUBJECTS' },
        ExclusiveStartKey: startKey,
      }),
    );
    subjects.push(
      ...(page.Items ?? []).map((item) => ({ _id: item.id as string, name: item.name as string })),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { data: subjects };
};

export const getSubject: RouteService<RouteTable['curriculum.getSubject']> = async ({ params }) => {
  const subject = await readSubjectTree(params.subjectId);
  if (!subject) throw subjectNotFound();
  return { data: subject };
};

export const createSubject: RouteService<RouteTable['curriculum.createSubject']> = async ({ body }) => {
  const id = newId();
  const now = new Date().toISOString();
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...curriculumKeys.subject(id),
              ...curriculumKeys.subjectListing(body.name, id),
              entity: 'Subject',
              id,
              name: body.name,
              createdAt: now,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        counterDeltas({ subjects: 1 }),
      ],
    }),
  );
  return { data: { _id: id, name: body.name }, message: 'Subject added successfully' };
};

export const updateSubject: RouteService<RouteTable['curriculum.updateSubject']> = async ({
  params,
  body,
}) => {
  const listing = curriculumKeys.subjectListing(body.name, params.subjectId);
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: curriculumKeys.subject(params.subjectId),
        UpdateExpression: 'SET #name = :name, GSI1SK = :sk',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': body.name, ':sk': listing.GSI1SK },
      }),
    )
    .catch((error: unknown) => {
      throw error instanceof ConditionalCheckFailedException ? subjectNotFound() : error;
    });
  return { data: { _id: params.subjectId, name: body.name }, message: 'Subject updated successfully' };
};

/**
 * Students allocated the subject lose it from their list. Found by reading
 * the school's student listing (a Query, paged): deleting a subject is a rare
 * staff action, and no index of students by subject is worth its upkeep.
 */
async function unallocateFromStudents(subjectId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: 'contains(subjects, :subject)',
        ExpressionAttributeValues: { ':pk': 'STUDENTS', ':subject': subjectId },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: studentKeys.primary(item.id as string),
            UpdateExpression: 'DELETE subjects :subject',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':subject': new Set([subjectId]) },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * The subject item and the counter go first in one transaction, so the
 * subject disappears at once; its units, topics, topic references, progress
 * and allocations are then removed. Each step is idempotent: a retry after a
 * failure finishes the job.
 */
export const deleteSubject: RouteService<RouteTable['curriculum.deleteSubject']> = async ({ params }) => {
  const items = await readSubjectPartition(params.subjectId);
  if (!items.some((item) => item.entity === 'Subject')) throw subjectNotFound();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: curriculumKeys.subject(params.subjectId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          counterDeltas({ subjects: -1 }),
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw subjectNotFound();
    throw error;
  }
  const topicReferences = items
    .filter((item) => item.entity === 'Topic')
    .map((item) => curriculumKeys.topicReference(item.id as string));
  const rest = items
    .filter((item) => item.entity !== 'Subject')
    .map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
  await batchDeleteKeys([...rest, ...topicReferences]);
  await removeCurriculumProgress(params.subjectId);
  await unallocateFromStudents(params.subjectId);
  return { data: { _id: params.subjectId }, message: 'Subject deleted successfully' };
};

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchDeleteKeys } from '../lib/batch-delete';
import { dynamo } from '../lib/dynamo-client';
import { curriculumKeys, readSubjectPartition } from '../lib/entities/curriculum-entity';
import { notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/transaction-errors';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const unitNotFound = () => notFound('Unit not found');

export const createUnit: RouteService<RouteTable['curriculum.createUnit']> = async ({ params, body }) => {
  const id = newId();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: curriculumKeys.subject(params.subjectId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...curriculumKeys.unit(params.subjectId, id),
                entity: 'Unit',
                id,
                subjectId: params.subjectId,
                name: body.name,
                createdAt: new Date().toISOString(),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw notFound('Subject not found');
    throw error;
  }
  return { data: { _id: id, name: body.name, topics: [] }, message: 'Unit added successfully' };
};

export const updateUnit: RouteService<RouteTable['curriculum.updateUnit']> = async ({ params, body }) => {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: curriculumKeys.unit(params.subjectId, params.unitId),
        UpdateExpression: 'SET #name = :name',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': body.name },
      }),
    )
    .catch((error: unknown) => {
      throw error instanceof ConditionalCheckFailedException ? unitNotFound() : error;
    });
  const topics = await readSubjectPartition(
    params.subjectId,
    curriculumKeys.topicsOfUnitPrefix(params.unitId),
  );
  // The partition sorts topics by id; the curriculum order is creation order, as GET /subjects/{id} gives it.
  const inCreationOrder = topics
    .map((topic) => ({
      _id: topic.id as string,
      name: topic.name as string,
      createdAt: topic.createdAt as string,
    }))
    .sort((a, b) =>
      a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt.localeCompare(b.createdAt),
    );
  return {
    data: {
      _id: params.unitId,
      name: body.name,
      topics: inCreationOrder.map(({ _id, name }) => ({ _id, name })),
    },
    message: 'Unit updated successfully',
  };
};

/** The unit first (so it is gone at once), then its topics, their references and all progress on them. */
export const deleteUnit: RouteService<RouteTable['curriculum.deleteUnit']> = async ({ params }) => {
  const topics = await readSubjectPartition(
    params.subjectId,
    curriculumKeys.topicsOfUnitPrefix(params.unitId),
  );
  await dynamo()
    .send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: curriculumKeys.unit(params.subjectId, params.unitId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ],
      }),
    )
    .catch((error: unknown) => {
      throw conditionFailedAt(error, 0) ? unitNotFound() : error;
    });
  await batchDeleteKeys([
    ...topics.map((topic) => ({ PK: topic.PK as string, SK: topic.SK as string })),
    ...topics.map((topic) => curriculumKeys.topicReference(topic.id as string)),
  ]);
  await removeCurriculumProgress(params.subjectId, `${params.unitId}#`);
  return { data: { _id: params.unitId }, message: 'Unit deleted successfully' };
};

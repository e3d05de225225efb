import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { curriculumKeys } from '../lib/entities/curriculum-entity';
import { notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/transaction-errors';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const topicNotFound = () => notFound('Topic not found');

/** The topic and its reference item (topic id → subject, unit, name) are written together. */
export const createTopic: RouteService<RouteTable['curriculum.createTopic']> = async ({ params, body }) => {
  const id = newId();
  const { subjectId, unitId } = params;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: curriculumKeys.unit(subjectId, unitId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...curriculumKeys.topic(subjectId, unitId, id),
                entity: 'Topic',
                id,
                unitId,
                subjectId,
                name: body.name,
                createdAt: new Date().toISOString(),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...curriculumKeys.topicReference(id),
                entity: 'TopicReference',
                topicId: id,
                topicName: body.name,
                unitId,
                subjectId,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw notFound('Unit not found');
    throw error;
  }
  return { data: { _id: id, name: body.name }, message: 'Topic added successfully' };
};

export const updateTopic: RouteService<RouteTable['curriculum.updateTopic']> = async ({ params, body }) => {
  const { subjectId, unitId, topicId } = params;
  const rename = (Key: Record<string, string>, attribute: string) => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#name': attribute },
      ExpressionAttributeValues: { ':name': body.name },
    },
  });
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          rename(curriculumKeys.topic(subjectId, unitId, topicId), 'name'),
          rename(curriculumKeys.topicReference(topicId), 'topicName'),
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0) || conditionFailedAt(error, 1)) throw topicNotFound();
    throw error;
  }
  return { data: { _id: topicId, name: body.name }, message: 'Topic updated successfully' };
};

export const deleteTopic: RouteService<RouteTable['curriculum.deleteTopic']> = async ({ params }) => {
  const { subjectId, unitId, topicId } = params;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: curriculumKeys.topic(subjectId, unitId, topicId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Delete: { TableName: tableName(), Key: curriculumKeys.topicReference(topicId) } },
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw topicNotFound();
    throw error;
  }
  await removeCurriculumProgress(subjectId, `${unitId}#${topicId}#`);
  return { data: { _id: topicId }, message: 'Topic deleted successfully' };
};

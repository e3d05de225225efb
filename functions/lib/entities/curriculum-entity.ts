import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubjectDetail } from '../../../shared/schemas/curriculum-schemas';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';

/**
 * A subject, its units and its topics share one partition, so the whole tree
 * is one strongly consistent Query. Order is creation time (then id), so a
 * rename never renumbers `unit.topic`. A small reference item per topic finds
 * its subject and unit from the topic id alone (progress calls send only that).
 */
export const curriculumKeys = {
  subject: (subjectId: string) => ({ PK: `SUBJECT#${subjectId}`, SK: 'SUBJECT' }),
  partition: (subjectId: string) => `SUBJECT#${subjectId}`,
  /** GSI1 lists the school's subjects by name. */
  subjectListing: (name: string, subjectId: string) => ({
    GSI1PK: 'SUBJECTS',
    GSI1SK: `${name.toLowerCase()}#${subjectId}`,
  }),
  unit: (subjectId: string, unitId: string) => ({ PK: `SUBJECT#${subjectId}`, SK: `UNIT#${unitId}` }),
  topic: (subjectId: string, unitId: string, topicId: string) => ({
    PK: `SUBJECT#${subjectId}`,
    SK: `TOPIC#${unitId}#${topicId}`,
  }),
  topicsOfUnitPrefix: (unitId: string) => `TOPIC#${unitId}#`,
  topicReference: (topicId: string) => ({ PK: `TOPIC_REF#${topicId}`, SK: 'TOPIC_REF' }),
};

export interface TopicReference {
  topicId: string;
  topicName: string;
  unitId: string;
  subjectId: string;
}

interface OrderedItem {
  id: string;
  name: string;
  createdAt: string;
}

const inCreationOrder = (a: OrderedItem, b: OrderedItem) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Every item of a subject's partition, page by page (one page for a 40 × 30 subject). */
export async function readSubjectPartition(
  subjectId: string,
  skPrefix?: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: skPrefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
        ExpressionAttributeValues: {
          ':pk': curriculumKeys.partition(subjectId),
          ...(skPrefix ? { ':prefix': skPrefix } : {}),
        },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The subject with its units and topics in curriculum order, or undefined when it does not exist. */
export async function readSubjectTree(subjectId: string): Promise<SubjectDetail | undefined> {
  const items = await readSubjectPartition(subjectId);
  const subject = items.find((item) => item.entity === 'Subject');
  if (!subject) return undefined;
  const units = (items.filter((item) => item.entity === 'Unit') as unknown as OrderedItem[]).sort(
    inCreationOrder,
  );
  const topics = (
    items.filter((item) => item.entity === 'Topic') as unknown as (OrderedItem & { unitId: string })[]
  ).sort(inCreationOrder);
  return {
    _id: subjectId,
    name: subject.name as string,
    units: units.map((unit) => ({
      _id: unit.id,
      name: unit.name,
      topics: topics
        .filter((topic) => topic.unitId === unit.id)
        .map((topic) => ({ _id: topic.id, name: topic.name })),
    })),
  };
}

export async function getSubjectName(subjectId: string): Promise<string | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: curriculumKeys.subject(subjectId), ConsistentRead: true }),
  );
  return answer.Item?.name as string | undefined;
}

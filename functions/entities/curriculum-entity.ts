import type { SubjectDetail } from '../../shared/schemas/curriculum-schemas';
import { getItem } from '../platform/table/get-item';
import { queryAll } from '../platform/table/query-items';
import type { TableItem, TableKey } from '../platform/table/table-item';
import type { TableQuery } from '../platform/table/table-query';
import { itemExists, type TableWrite } from '../platform/table/table-write';

/**
 * A subject, its units and its topics share one partition, so the whole tree
 * is one strongly consistent Query. Order is creation time (then id), so a
 * rename never renumbers `unit.topic`. A small reference item per topic finds
 * its subject and unit from the topic id alone (progress calls send only that).
 */
const subjectsPartition = 'SUBJECTS';

export const curriculumKeys = {
  subject: (subjectId: string) => ({ PK: `SUBJECT#${subjectId}`, SK: 'SUBJECT' }),
  partition: (subjectId: string) => `SUBJECT#${subjectId}`,
  /** GSI1 lists the school's subjects by name. */
  subjectListing: (name: string, subjectId: string) => ({
    GSI1PK: subjectsPartition,
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

/** Holds a transaction to the topic still existing when it commits. */
export function topicStillExists(topicId: string): TableWrite {
  return { ConditionCheck: { Key: curriculumKeys.topicReference(topicId), ConditionExpression: itemExists } };
}

/** The subject, listed by name on GSI1. */
export function subjectItem(subject: { id: string; name: string; createdAt: string }) {
  return {
    ...curriculumKeys.subject(subject.id),
    ...curriculumKeys.subjectListing(subject.name, subject.id),
    entity: 'Subject',
    ...subject,
  };
}

export function unitItem(unit: { id: string; subjectId: string; name: string; createdAt: string }) {
  return { ...curriculumKeys.unit(unit.subjectId, unit.id), entity: 'Unit', ...unit };
}

export function topicItem(topic: {
  id: string;
  subjectId: string;
  unitId: string;
  name: string;
  createdAt: string;
}) {
  return { ...curriculumKeys.topic(topic.subjectId, topic.unitId, topic.id), entity: 'Topic', ...topic };
}

export function topicReferenceItem(reference: TopicReference) {
  return { ...curriculumKeys.topicReference(reference.topicId), entity: 'TopicReference', ...reference };
}

/** A rename: the subject's listing sorts by name, so its GSI1 sort key moves with it. */
export function subjectRename(subjectId: string, name: string) {
  return {
    Key: curriculumKeys.subject(subjectId),
    UpdateExpression: 'SET #name = :name, GSI1SK = :sk',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':name': name,
      ':sk': curriculumKeys.subjectListing(name, subjectId).GSI1SK,
    },
  };
}

/** Sets the item's name attribute (`topicName` on a topic's reference item). */
export function nameChange(key: TableKey, name: string, attribute: 'name' | 'topicName' = 'name') {
  return {
    Key: key,
    UpdateExpression: 'SET #name = :name',
    ExpressionAttributeNames: { '#name': attribute },
    ExpressionAttributeValues: { ':name': name },
  };
}

/** The school's subjects by name. */
export const subjectsQuery: TableQuery = { index: 'GSI1', partition: subjectsPartition };

export interface TopicReference {
  topicId: string;
  topicName: string;
  unitId: string;
  subjectId: string;
}

/** A subject's id and name, from its item (or a projection of `PK` and `name`). */
export function subjectNameFromItem(item: TableItem): { id: string; name: string } {
  const partition = typeof item.PK === 'string' ? item.PK : '';
  return {
    id: partition.slice(curriculumKeys.partition('').length),
    name: typeof item.name === 'string' ? item.name : '',
  };
}

/** A topic's reference item (or a projection of some of its attributes: the rest read as ''). */
export function topicReferenceFromItem(item: TableItem): TopicReference {
  const text = (name: keyof TopicReference) => {
    const value = item[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    topicId: text('topicId'),
    topicName: text('topicName'),
    unitId: text('unitId'),
    subjectId: text('subjectId'),
  };
}

interface OrderedItem {
  id: string;
  name: string;
  createdAt: string;
}

const inCreationOrder = (a: OrderedItem, b: OrderedItem) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Every item of a subject's partition, page by page (one page for a 40 × 30 subject). */
export function readSubjectPartition(subjectId: string, skPrefix?: string): Promise<TableItem[]> {
  return queryAll({
    partition: curriculumKeys.partition(subjectId),
    ...(skPrefix ? { sortKey: { beginsWith: skPrefix } } : {}),
    consistentRead: true,
  });
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
  const item = await getItem(curriculumKeys.subject(subjectId), { consistentRead: true });
  return item?.name as string | undefined;
}

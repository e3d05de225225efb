import {
  Entity,
  QueryCommand,
  UpdateItemCommand,
  item,
  string,
  type FormattedItem,
  ConditionCheck,
  PutTransaction,
  DeleteTransaction,
  UpdateTransaction,
} from 'dynamodb-toolbox';
import type { SubjectDetail } from '../../shared/schemas/curriculum-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { writtenUnlessRefused } from '../platform/table/condition-refused';
import { findEntityItem, formattedItemOf } from '../platform/table/entity-items';
import { queryEntityAll } from '../platform/table/entity-query';
import { indexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { TableItem } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';

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
  /** The subject a curriculum template's import made: one per template, so a second import finds it. */
  subjectTemplate: (templateId: string) => ({ PK: `SUBJECT_TEMPLATE#${templateId}`, SK: 'SUBJECT_TEMPLATE' }),
};

const subjectSchema = item({
  id: string().key(),
  name: string(),
  createdAt: string(),
  /** Set only on a subject imported from a curriculum template: its marker is removed with it. */
  templateId: string().optional(),
});

export const SubjectEntity = new Entity({
  name: 'Subject',
  table: schoolTable,
  timestamps: false,
  schema: subjectSchema.and((schema) =>
    indexKeys(schema, 'GSI1', {
      partition: ({ name, id }) => curriculumKeys.subjectListing(name, id).GSI1PK,
      sort: ({ name, id }) => curriculumKeys.subjectListing(name, id).GSI1SK,
    }),
  ),
  computeKey: ({ id }) => curriculumKeys.subject(id),
});

export const UnitEntity = new Entity({
  name: 'Unit',
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    subjectId: string().key(),
    name: string(),
    createdAt: string(),
  }),
  computeKey: ({ subjectId, id }) => curriculumKeys.unit(subjectId, id),
});

export const TopicEntity = new Entity({
  name: 'Topic',
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    subjectId: string().key(),
    unitId: string().key(),
    name: string(),
    createdAt: string(),
  }),
  computeKey: ({ subjectId, unitId, id }) => curriculumKeys.topic(subjectId, unitId, id),
});

export const TopicReferenceEntity = new Entity({
  name: 'TopicReference',
  table: schoolTable,
  timestamps: false,
  schema: item({
    topicId: string().key(),
    topicName: string(),
    unitId: string(),
    subjectId: string(),
  }),
  computeKey: ({ topicId }) => curriculumKeys.topicReference(topicId),
});

/**
 * Which subject a template's import made. Written with a condition in the transaction that creates the
 * subject, and deleted in the one that deletes it, so two imports of one template (even at once) make one subject.
 */
export const SubjectTemplateEntity = new Entity({
  name: 'SubjectTemplate',
  table: schoolTable,
  timestamps: false,
  schema: item({
    templateId: string().key(),
    subjectId: string(),
  }),
  computeKey: ({ templateId }) => curriculumKeys.subjectTemplate(templateId),
});

export type SubjectRecord = FormattedItem<typeof SubjectEntity>;
export type UnitRecord = FormattedItem<typeof UnitEntity>;
export type TopicRecord = FormattedItem<typeof TopicEntity>;
export type TopicReference = FormattedItem<typeof TopicReferenceEntity>;

/** Holds a transaction to the topic still existing when it commits. */
export function topicStillExists(topicId: string): EntityWrite {
  return TopicReferenceEntity.build(ConditionCheck)
    .key({ topicId })
    .condition({ attr: 'topicId', exists: true });
}

/** Creates the subject, listed by name on GSI1; refused if one has its id. */
export function subjectPut(subject: SubjectRecord): EntityWrite {
  return SubjectEntity.build(PutTransaction)
    .item(subject)
    .options({ condition: { attr: 'id', exists: false } });
}

/**
 * Claims a template for the subject being imported: refused when another subject holds it, unless that is
 * `staleSubjectId`, a subject found gone (so the template may be imported again).
 */
export function subjectTemplateClaim(
  templateId: string,
  subjectId: string,
  staleSubjectId?: string,
): EntityWrite {
  const free = { attr: 'templateId', exists: false } as const;
  return SubjectTemplateEntity.build(PutTransaction)
    .item({ templateId, subjectId })
    .options({
      condition: staleSubjectId ? { or: [free, { attr: 'subjectId', eq: staleSubjectId }] } : free,
    });
}

/** Frees a template when the subject its import made is deleted (the marker exists only beside its subject). */
export function subjectTemplateRelease(templateId: string): EntityWrite {
  return SubjectTemplateEntity.build(DeleteTransaction).key({ templateId });
}

/** Which subject each template's import made, by template id (one BatchGetItem). */
export async function findSubjectsOfTemplates(templateIds: readonly string[]): Promise<Map<string, string>> {
  const saved = await batchGetItems(templateIds.map(curriculumKeys.subjectTemplate));
  const markers = saved.map((marker) => formattedItemOf(SubjectTemplateEntity, marker));
  return new Map(markers.map((marker) => [marker.templateId, marker.subjectId]));
}

/** The subject a template's import made, read strongly consistent; undefined when it was never imported. */
export async function findSubjectOfTemplate(templateId: string): Promise<string | undefined> {
  return (await findEntityItem(SubjectTemplateEntity, { templateId }))?.subjectId;
}

/** Holds a transaction to the subject existing when it commits. */
export function subjectExists(subjectId: string): EntityWrite {
  return SubjectEntity.build(ConditionCheck).key({ id: subjectId }).condition({ attr: 'id', exists: true });
}

/** Deletes the subject item, refused when there is none. */
export function subjectRemoval(subjectId: string): EntityWrite {
  return SubjectEntity.build(DeleteTransaction)
    .key({ id: subjectId })
    .options({ condition: { attr: 'id', exists: true } });
}

export function unitPut(unit: UnitRecord): EntityWrite {
  return UnitEntity.build(PutTransaction).item(unit);
}

export function unitExists(subjectId: string, unitId: string): EntityWrite {
  return UnitEntity.build(ConditionCheck)
    .key({ subjectId, id: unitId })
    .condition({ attr: 'id', exists: true });
}

export function unitRemoval(subjectId: string, unitId: string): EntityWrite {
  return UnitEntity.build(DeleteTransaction)
    .key({ subjectId, id: unitId })
    .options({ condition: { attr: 'id', exists: true } });
}

export function topicPut(topic: TopicRecord): EntityWrite {
  return TopicEntity.build(PutTransaction).item(topic);
}

export function topicReferencePut(reference: TopicReference): EntityWrite {
  return TopicReferenceEntity.build(PutTransaction).item(reference);
}

type TopicAddress = Pick<TopicRecord, 'subjectId' | 'unitId' | 'id'>;

/** The topic's new name, refused when the topic is gone. */
export function topicRename(topic: TopicAddress, name: string): EntityWrite {
  return TopicEntity.build(UpdateTransaction)
    .item({ ...topic, name })
    .options({ condition: { attr: 'id', exists: true } });
}

/** The name kept on the topic's reference item, refused when that item is gone. */
export function topicReferenceRename(topicId: string, topicName: string): EntityWrite {
  return TopicReferenceEntity.build(UpdateTransaction)
    .item({ topicId, topicName })
    .options({ condition: { attr: 'topicId', exists: true } });
}

export function topicRemoval(topic: TopicAddress): EntityWrite {
  return TopicEntity.build(DeleteTransaction)
    .key(topic)
    .options({ condition: { attr: 'id', exists: true } });
}

/** Deletes the topic's reference item, present or not. */
export function topicReferenceRemoval(topicId: string): EntityWrite {
  return TopicReferenceEntity.build(DeleteTransaction).key({ topicId });
}

/**
 * Renames a subject (false, changing nothing, when it is gone); its listing
 * sorts by name, so its GSI1 sort key moves with it.
 */
export function renameSubject(subjectId: string, name: string): Promise<boolean> {
  return writtenUnlessRefused(() =>
    SubjectEntity.build(UpdateItemCommand)
      .item({ id: subjectId, name, GSI1SK: curriculumKeys.subjectListing(name, subjectId).GSI1SK })
      .options({ condition: { attr: 'id', exists: true } })
      .send(),
  );
}

/** Renames a unit; false, changing nothing, when it is gone. */
export function renameUnit(subjectId: string, unitId: string, name: string): Promise<boolean> {
  return writtenUnlessRefused(() =>
    UnitEntity.build(UpdateItemCommand)
      .item({ subjectId, id: unitId, name })
      .options({ condition: { attr: 'id', exists: true } })
      .send(),
  );
}

/** The school's subjects by name (GSI1, every page: a school has tens of subjects). */
export function listSubjectsByName(): Promise<SubjectRecord[]> {
  return queryEntityAll(SubjectEntity, { index: 'GSI1', partition: subjectsPartition });
}

/** A topic's reference item as read by key (it is read beside other items in one BatchGetItem). */
export function topicReferenceFromItem(saved: TableItem): TopicReference {
  return formattedItemOf(TopicReferenceEntity, saved);
}

/** The names of the subjects that exist among `subjectIds`, by id: one BatchGetItem per 100. */
export async function findSubjectNames(subjectIds: Iterable<string>): Promise<Map<string, string>> {
  const attributes = ['id', 'name'] as const;
  const saved = await batchGetItems([...subjectIds].map(curriculumKeys.subject), { attributes });
  const subjects = saved.map((subject) =>
    formattedItemOf(SubjectEntity, subject, { attributes: [...attributes] }),
  );
  return new Map(subjects.map((subject) => [subject.id, subject.name]));
}

/** The names of the topics that exist among `topicIds`, by id (their reference items): one BatchGetItem per 100. */
export async function findTopicNames(topicIds: Iterable<string>): Promise<Map<string, string>> {
  const attributes = ['topicId', 'topicName'] as const;
  const saved = await batchGetItems([...topicIds].map(curriculumKeys.topicReference), { attributes });
  const topics = saved.map((topic) =>
    formattedItemOf(TopicReferenceEntity, topic, { attributes: [...attributes] }),
  );
  return new Map(topics.map((topic) => [topic.topicId, topic.topicName]));
}

const inCreationOrder = (a: UnitRecord | TopicRecord, b: UnitRecord | TopicRecord) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** What a subject's partition holds, units and topics in curriculum order. */
export interface SubjectPartition {
  subject?: SubjectRecord;
  units: UnitRecord[];
  topics: TopicRecord[];
}

/** Every item of a subject's partition: one strongly consistent Query, page by page (one page for a 40 × 30 subject). */
export async function readSubjectPartition(subjectId: string): Promise<SubjectPartition> {
  const { Items: items = [] } = await schoolTable
    .build(QueryCommand)
    .entities(SubjectEntity, UnitEntity, TopicEntity)
    .query({ partition: curriculumKeys.partition(subjectId) })
    .options({ consistent: true, maxPages: Infinity, showEntityAttr: true })
    .send();
  const partition: SubjectPartition = { units: [], topics: [] };
  for (const read of items) {
    if (read.entity === 'Subject') partition.subject = read;
    else if (read.entity === 'Unit') partition.units.push(read);
    else partition.topics.push(read);
  }
  partition.units.sort(inCreationOrder);
  partition.topics.sort(inCreationOrder);
  return partition;
}

/** A unit's topics in curriculum order (the partition sorts them by id). */
export async function readTopicsOfUnit(subjectId: string, unitId: string): Promise<TopicRecord[]> {
  const topics = await queryEntityAll(TopicEntity, {
    partition: curriculumKeys.partition(subjectId),
    sortKey: { beginsWith: curriculumKeys.topicsOfUnitPrefix(unitId) },
    consistentRead: true,
  });
  return topics.sort(inCreationOrder);
}

/** The subject with its units and topics in curriculum order, or undefined when it does not exist. */
export async function readSubjectTree(subjectId: string): Promise<SubjectDetail | undefined> {
  const { subject, units, topics } = await readSubjectPartition(subjectId);
  if (!subject) return undefined;
  return {
    _id: subjectId,
    name: subject.name,
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
  return (await findEntityItem(SubjectEntity, { id: subjectId }))?.name;
}

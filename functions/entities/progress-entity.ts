import {
  $remove,
  Entity,
  QueryCommand,
  UpdateItemCommand,
  item,
  string,
  type Condition,
  type FormattedItem,
  UpdateTransaction,
  PutTransaction,
} from 'dynamodb-toolbox';
import { defaultTopicStatus, topicStatuses, type TopicStatus } from '../../shared/topic-statuses';
import type { ProgressRecord } from '../../shared/schemas/progress-schemas';
import { findEntityItem } from '../platform/table/entity-items';
import { queryEntityAll, queryEntityPages } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { TableKey } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { studentKeys } from './student-entity';

const recentChangesPartition = 'PROGRESS_CHANGES';

/**
 * Progress lives in the student's partition: one item per topic (status and
 * note) and one item per status change (the history). Every one of them also
 * carries GSI2 keys under its subject, so deleting a subject, unit or topic
 * finds all the progress on it with one Query instead of visiting students.
 * A status change also carries GSI3 keys by its time, so the week's changes of
 * the whole school are one paged Query (the weekly progress digest).
 */
export const progressKeys = {
  topic: (studentId: string, subjectId: string, topicId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `TOPIC_PROGRESS#${subjectId}#${topicId}`,
  }),
  subjectPrefix: (subjectId: string) => `TOPIC_PROGRESS#${subjectId}#`,
  allTopicsPrefix: 'TOPIC_PROGRESS#',
  history: (studentId: string, topicId: string, changedAt: string, changeId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `HISTORY#${topicId}#${changedAt}#${changeId}`,
  }),
  historyPrefix: (topicId: string) => `HISTORY#${topicId}#`,
  allHistoryPrefix: 'HISTORY#',
  byCurriculum: (subjectId: string, unitId: string, topicId: string, studentId: string, sortKey: string) => ({
    GSI2PK: `CURRICULUM_PROGRESS#${subjectId}`,
    GSI2SK: `${unitId}#${topicId}#${studentId}#${sortKey}`,
  }),
  curriculumPartition: (subjectId: string) => `CURRICULUM_PROGRESS#${subjectId}`,
  /** GSI3 lists the school's status changes by time, for the weekly digest to families. */
  recentChange: (changedAt: string, studentId: string, topicId: string, changeId: string) => ({
    GSI3PK: recentChangesPartition,
    GSI3SK: `${changedAt}#${studentId}#${topicId}#${changeId}`,
  }),
};

/** One student's progress on one topic: status (absent until first set: not studied) and note. */
export const TopicProgressEntity = new Entity({
  name: 'TopicProgress',
  table: schoolTable,
  timestamps: false,
  schema: item({
    studentId: string().key(),
    subjectId: string().key(),
    topicId: string().key(),
    unitId: string(),
    status: string()
      .enum(...topicStatuses)
      .optional(),
    statusChangedAt: string().optional(),
    note: string().optional(),
    updatedAt: string(),
    updatedBy: string().optional(),
    updatedById: string().optional(),
    GSI2PK: string().hidden(),
    GSI2SK: string().hidden(),
  }),
  computeKey: ({ studentId, subjectId, topicId }) => progressKeys.topic(studentId, subjectId, topicId),
});

/**
 * One entry of a topic's history. Its sort key holds an id stored nowhere
 * else, so the entry keeps that key as `historyKey`. Entries written before
 * changers were kept by id carry only a name (`changedBy`); entries of
 * generated schools carry no subject and no GSI3 keys.
 */
export const StatusChangeEntity = new Entity({
  name: 'StatusChange',
  table: schoolTable,
  timestamps: false,
  schema: item({
    studentId: string().key(),
    historyKey: string().key().savedAs('SK'),
    subjectId: string().optional(),
    topicId: string(),
    status: string().enum(...topicStatuses),
    changedAt: string(),
    changedById: string().optional(),
    changedBy: string().optional(),
    /** The lesson whose report made the change (docs/lesson-reports.md); absent for a change made on the sheet. */
    lessonId: string().optional(),
    GSI2PK: string().hidden(),
    GSI2SK: string().hidden(),
    GSI3PK: string().hidden().optional(),
    GSI3SK: string().hidden().optional(),
  }),
  computeKey: ({ studentId, historyKey }) => ({ PK: studentKeys.partition(studentId), SK: historyKey }),
});

export type TopicProgressItem = FormattedItem<typeof TopicProgressEntity>;
export type StatusChangeItem = FormattedItem<typeof StatusChangeEntity>;

/** One student's progress on one topic: what every progress item of theirs is keyed by. */
export interface TopicOfStudent {
  studentId: string;
  subjectId: string;
  unitId: string;
  topicId: string;
}

/** The attributes an update sets so that the item exists in full whichever update creates it. */
function topicItemIdentity(target: TopicOfStudent) {
  const { SK } = progressKeys.topic(target.studentId, target.subjectId, target.topicId);
  return {
    studentId: target.studentId,
    subjectId: target.subjectId,
    unitId: target.unitId,
    topicId: target.topicId,
    ...progressKeys.byCurriculum(target.subjectId, target.unitId, target.topicId, target.studentId, SK),
  };
}

type TopicProgressCondition = Condition<typeof TopicProgressEntity>;

/**
 * Only a real change: no record means not studied, so setting that is no
 * change either. And only forward in time: a change stamped before the stored
 * one fails.
 */
function statusChangeCondition(status: TopicStatus, changedAt: string): TopicProgressCondition {
  const changesStatus: TopicProgressCondition =
    status === defaultTopicStatus
      ? {
          and: [
            { attr: 'status', exists: true },
            { attr: 'status', ne: status },
          ],
        }
      : {
          or: [
            { attr: 'status', exists: false },
            { attr: 'status', ne: status },
          ],
        };
  const movesForward: TopicProgressCondition = {
    or: [
      { attr: 'statusChangedAt', exists: false },
      { attr: 'statusChangedAt', lt: changedAt },
    ],
  };
  return { and: [changesStatus, movesForward] };
}

/** Sets the topic's status, held to `statusChangeCondition`. */
export function topicStatusUpdate(
  target: TopicOfStudent,
  change: { status: TopicStatus; changedBy: string; changedById: string; changedAt: string },
): EntityWrite {
  return TopicProgressEntity.build(UpdateTransaction)
    .item({
      ...topicItemIdentity(target),
      status: change.status,
      statusChangedAt: change.changedAt,
      updatedAt: change.changedAt,
      updatedBy: change.changedBy,
      updatedById: change.changedById,
    })
    .options({ condition: statusChangeCondition(change.status, change.changedAt) });
}

/** The topic's note set, or removed when empty; answers the item as stored. */
export async function saveTopicNote(
  target: TopicOfStudent,
  note: string,
  now: string,
): Promise<TopicProgressItem | undefined> {
  const { Attributes: stored } = await TopicProgressEntity.build(UpdateItemCommand)
    .item({ ...topicItemIdentity(target), note: note || $remove(), updatedAt: now })
    .options({ returnValues: 'ALL_NEW' })
    .send();
  return stored;
}

/**
 * One entry of the topic's history. It keeps who made the change by account
 * id only: the history shows that account's name and role as they are when
 * read, so an account cannot pass as someone else by taking their name.
 */
export function statusChangePut(
  target: TopicOfStudent,
  change: {
    status: TopicStatus;
    changedById: string;
    changedAt: string;
    changeId: string;
    lessonId?: string;
  },
): EntityWrite {
  const key = progressKeys.history(target.studentId, target.topicId, change.changedAt, change.changeId);
  return StatusChangeEntity.build(PutTransaction).item({
    studentId: target.studentId,
    historyKey: key.SK,
    subjectId: target.subjectId,
    topicId: target.topicId,
    status: change.status,
    changedById: change.changedById,
    changedAt: change.changedAt,
    ...(change.lessonId ? { lessonId: change.lessonId } : {}),
    ...progressKeys.byCurriculum(target.subjectId, target.unitId, target.topicId, target.studentId, key.SK),
    ...progressKeys.recentChange(change.changedAt, target.studentId, target.topicId, change.changeId),
  });
}

/** The topic's progress item as committed, or undefined when it was never set. */
export async function findTopicProgress(target: TopicOfStudent): Promise<TopicProgressItem | undefined> {
  const { studentId, subjectId, topicId } = target;
  return findEntityItem(TopicProgressEntity, { studentId, subjectId, topicId });
}

/** A student's progress items: on one subject's topics, or on all of them. */
export function readTopicProgress(studentId: string, subjectId?: string): Promise<TopicProgressItem[]> {
  return queryEntityAll(TopicProgressEntity, {
    partition: studentKeys.partition(studentId),
    sortKey: { beginsWith: subjectId ? progressKeys.subjectPrefix(subjectId) : progressKeys.allTopicsPrefix },
  });
}

/** A student's history: of one topic (oldest first unless `newestFirst`), or of every topic. */
export function readStatusChanges(
  studentId: string,
  options: { topicId?: string; newestFirst?: boolean; limit?: number } = {},
): Promise<StatusChangeItem[]> {
  const { topicId, ...order } = options;
  return queryEntityAll(StatusChangeEntity, {
    partition: studentKeys.partition(studentId),
    sortKey: { beginsWith: topicId ? progressKeys.historyPrefix(topicId) : progressKeys.allHistoryPrefix },
    ...order,
  });
}

/** A progress item found on a curriculum's index: its student, its key, and whether it is a history entry. */
export interface CurriculumProgressItem {
  studentId: string;
  key: TableKey;
  isStatusChange: boolean;
}

/**
 * Every progress item on a subject, or on one unit or topic of it
 * (`scopePrefix` = `unitId#` or `unitId#topicId#`), a page at a time.
 */
export async function* curriculumProgressPages(
  subjectId: string,
  scopePrefix?: string,
): AsyncGenerator<CurriculumProgressItem[]> {
  const pages = schoolTable
    .build(QueryCommand)
    .entities(TopicProgressEntity, StatusChangeEntity)
    .query({
      index: 'GSI2',
      partition: progressKeys.curriculumPartition(subjectId),
      ...(scopePrefix ? { range: { beginsWith: scopePrefix } } : {}),
    })
    .options({ showEntityAttr: true })
    .paginate();
  for await (const { Items: items = [] } of pages)
    yield items.map((found) =>
      found.entity === 'StatusChange'
        ? {
            studentId: found.studentId,
            key: { PK: studentKeys.partition(found.studentId), SK: found.historyKey },
            isStatusChange: true,
          }
        : {
            studentId: found.studentId,
            key: progressKeys.topic(found.studentId, found.subjectId, found.topicId),
            isStatusChange: false,
          },
    );
}

/** The school's status changes from `fromIso` to `toIso` (instants, both included), oldest first, a page at a time. */
export function progressChangesBetween(fromIso: string, toIso: string): AsyncGenerator<StatusChangeItem[]> {
  return queryEntityPages(StatusChangeEntity, {
    index: 'GSI3',
    partition: recentChangesPartition,
    // The sort key is `<changedAt>#…`: '#~' sorts after every change of the last instant.
    sortKey: { between: [fromIso, `${toIso}#~`] },
  });
}

/** What the API answers for a topic's progress; an item without a status is not studied. */
export function toProgressRecord(
  progress: Pick<TopicProgressItem, 'studentId' | 'subjectId' | 'topicId' | 'updatedAt'> &
    Partial<Pick<TopicProgressItem, 'status' | 'note' | 'updatedBy'>>,
): ProgressRecord {
  return {
    studentId: progress.studentId,
    subjectId: progress.subjectId,
    topicId: { _id: progress.topicId },
    status: progress.status ?? defaultTopicStatus,
    notes: progress.note ?? '',
    updatedAt: progress.updatedAt,
    updatedBy: progress.updatedBy ?? '',
  };
}

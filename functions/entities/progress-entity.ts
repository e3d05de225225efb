import { defaultTopicStatus, topicStatuses, type TopicStatus } from '../../shared/topic-statuses';
import type { ProgressRecord } from '../../shared/schemas/progress-schemas';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import type { TableItem } from '../platform/table/table-item';
import { put, type TableWrite } from '../platform/table/table-write';
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

/** One student's progress on one topic: what every progress item of theirs is keyed by. */
export interface TopicOfStudent {
  studentId: string;
  subjectId: string;
  unitId: string;
  topicId: string;
}

function topicItemKeys(target: TopicOfStudent) {
  const key = progressKeys.topic(target.studentId, target.subjectId, target.topicId);
  const index = progressKeys.byCurriculum(
    target.subjectId,
    target.unitId,
    target.topicId,
    target.studentId,
    key.SK,
  );
  return { key, index };
}

/** The attributes an update sets so that the item exists in full whichever update creates it. */
function topicItemIdentity(target: TopicOfStudent) {
  const { index } = topicItemKeys(target);
  return {
    expression:
      'entity = :entity, studentId = :student, subjectId = :subject, unitId = :unit, topicId = :topic, ' +
      'GSI2PK = :g2pk, GSI2SK = :g2sk',
    values: {
      ':entity': 'TopicProgress',
      ':student': target.studentId,
      ':subject': target.subjectId,
      ':unit': target.unitId,
      ':topic': target.topicId,
      ':g2pk': index.GSI2PK,
      ':g2sk': index.GSI2SK,
    },
  };
}

/**
 * Sets the topic's status, only if it really changes (no record means not
 * studied, so setting that is no change either) and only forward in
 * time: a change stamped before the stored one fails its condition.
 */
export function topicStatusUpdate(
  target: TopicOfStudent,
  change: { status: TopicStatus; changedBy: string; changedById: string; changedAt: string },
): TableWrite {
  const identity = topicItemIdentity(target);
  return {
    Update: {
      Key: topicItemKeys(target).key,
      UpdateExpression: `SET #status = :status, statusChangedAt = :now, updatedAt = :now, updatedBy = :by, updatedById = :byId, ${identity.expression}`,
      ConditionExpression:
        (change.status === defaultTopicStatus
          ? '(attribute_exists(#status) AND #status <> :status)'
          : '(attribute_not_exists(#status) OR #status <> :status)') +
        ' AND (attribute_not_exists(statusChangedAt) OR statusChangedAt < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':now': change.changedAt,
        ':by': change.changedBy,
        ':byId': change.changedById,
        ...identity.values,
      },
    },
  };
}

/** The topic's note set, or removed when empty; answers the item as stored. */
export function topicNoteUpdate(target: TopicOfStudent, note: string, now: string) {
  const identity = topicItemIdentity(target);
  return {
    Key: topicItemKeys(target).key,
    UpdateExpression: `${note ? 'SET note = :note, ' : 'REMOVE note SET '}updatedAt = :now, ${identity.expression}`,
    ExpressionAttributeValues: { ...(note ? { ':note': note } : {}), ':now': now, ...identity.values },
    ReturnValues: 'ALL_NEW' as const,
  };
}

/**
 * One entry of the topic's history. It keeps who made the change by account
 * id only: the history shows that account's name and role as they are when
 * read, so an account cannot pass as someone else by taking their name.
 */
export function statusChangePut(
  target: TopicOfStudent,
  change: { status: TopicStatus; changedById: string; changedAt: string; changeId: string },
): TableWrite {
  const key = progressKeys.history(target.studentId, target.topicId, change.changedAt, change.changeId);
  return put({
    ...key,
    ...progressKeys.byCurriculum(target.subjectId, target.unitId, target.topicId, target.studentId, key.SK),
    ...progressKeys.recentChange(change.changedAt, target.studentId, target.topicId, change.changeId),
    entity: 'StatusChange',
    studentId: target.studentId,
    subjectId: target.subjectId,
    topicId: target.topicId,
    status: change.status,
    changedById: change.changedById,
    changedAt: change.changedAt,
  });
}

/** The topic's progress item as committed, or undefined when it was never set. */
export async function findTopicProgress(target: TopicOfStudent): Promise<TableItem | undefined> {
  return getItem(topicItemKeys(target).key, { consistentRead: true });
}

/** A student's progress items whose sort key starts with `prefix` (one subject's, all, one topic's history). */
export function studentProgressQuery(
  studentId: string,
  prefix: string,
  options: { newestFirst?: boolean; limit?: number } = {},
): TableQuery {
  return { partition: studentKeys.partition(studentId), sortKey: { beginsWith: prefix }, ...options };
}

/** Every progress item on a subject, or on one unit or topic of it (`scopePrefix` = `unitId#` or `unitId#topicId#`). */
export function curriculumProgressQuery(subjectId: string, scopePrefix?: string): TableQuery {
  return {
    index: 'GSI2',
    partition: progressKeys.curriculumPartition(subjectId),
    ...(scopePrefix ? { sortKey: { beginsWith: scopePrefix } } : {}),
    attributes: ['PK', 'SK', 'studentId', 'entity'],
  };
}

/** The school's status changes from `fromIso` to `toIso` (instants, both included), oldest first. */
export function progressChangesBetweenQuery(fromIso: string, toIso: string): TableQuery {
  return {
    index: 'GSI3',
    partition: recentChangesPartition,
    // The sort key is `<changedAt>#…`: '#~' sorts after every change of the last instant.
    sortKey: { between: [fromIso, `${toIso}#~`] },
    attributes: ['studentId', 'subjectId', 'topicId', 'status', 'changedAt'],
  };
}

export function toProgressRecord(item: Record<string, unknown>): ProgressRecord {
  return {
    studentId: item.studentId as string,
    subjectId: item.subjectId as string,
    topicId: { _id: item.topicId as string },
    status: ((item.status as TopicStatus | undefined) ?? 'not_studied') as TopicStatus,
    notes: (item.note as string | undefined) ?? '',
    updatedAt: item.updatedAt as string,
    updatedBy: (item.updatedBy as string | undefined) ?? '',
  };
}

/** One topic's progress item as stored: status (absent until first set: not studied) and note. */
export interface TopicProgressItemRecord {
  studentId: string;
  subjectId: string;
  unitId: string;
  topicId: string;
  status: TopicStatus;
  note: string;
  updatedAt: string;
}

/** One entry of a topic's history; entries written before changers were kept by id carry only a name. */
export interface StatusChangeRecord {
  studentId: string;
  subjectId: string;
  topicId: string;
  status: TopicStatus;
  changedAt: string;
  changedById?: string;
  changedBy?: string;
}

const textOf = (item: TableItem, name: string) => {
  const value = item[name];
  return typeof value === 'string' ? value : '';
};

const statusOf = (item: TableItem): TopicStatus =>
  topicStatuses.find((status) => status === item.status) ?? defaultTopicStatus;

export function topicProgressFromItem(item: TableItem): TopicProgressItemRecord {
  return {
    studentId: textOf(item, 'studentId'),
    subjectId: textOf(item, 'subjectId'),
    unitId: textOf(item, 'unitId'),
    topicId: textOf(item, 'topicId'),
    status: statusOf(item),
    note: textOf(item, 'note'),
    updatedAt: textOf(item, 'updatedAt'),
  };
}

export function statusChangeFromItem(item: TableItem): StatusChangeRecord {
  return {
    studentId: textOf(item, 'studentId'),
    subjectId: textOf(item, 'subjectId'),
    topicId: textOf(item, 'topicId'),
    status: statusOf(item),
    changedAt: textOf(item, 'changedAt'),
    ...(typeof item.changedById === 'string' ? { changedById: item.changedById } : {}),
    ...(typeof item.changedBy === 'string' ? { changedBy: item.changedBy } : {}),
  };
}

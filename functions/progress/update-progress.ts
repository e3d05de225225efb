import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { defaultTopicStatus, topicStatusLabels, type TopicStatus } from '../../shared/topic-statuses';
import type { Principal } from '../lib/access-tokens';
import { dynamo } from '../lib/dynamo-client';
import { activityPuts } from '../lib/entities/activity-log';
import { curriculumKeys } from '../lib/entities/curriculum-entity';
import { progressKeys, toProgressRecord } from '../lib/entities/progress-entity';
import { counterDeltas } from '../lib/entities/school-counters';
import { studentKeys } from '../lib/entities/student-entity';
import { conflict, notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/transaction-errors';
import { loadProgressTarget, type ProgressTarget } from './progress-target';

const statusUnchanged = 1;

/** Changes racing on one topic are retried this often before the caller is asked to try again. */
const maxAttempts = 5;

type ChangeOutcome = 'recorded' | 'unchanged' | 'overtaken';

/** Keys and GSI2 attributes every progress item of one student and topic carries. */
export function progressItemKeys({ student, topic }: ProgressTarget) {
  const key = progressKeys.topic(student.id, topic.subjectId, topic.topicId);
  return {
    key,
    index: progressKeys.byCurriculum(topic.subjectId, topic.unitId, topic.topicId, student.id, key.SK),
  };
}

/**
 * One transaction: the topic's status (only if it really changes), a history
 * entry (who, when), the student's and the school's update counters, and
 * activity for staff, the family and the student's teachers. The topic must
 * still exist when it commits.
 *
 * `statusChangedAt` only moves forward: a change stamped earlier than the
 * one already stored is 'overtaken' (another request committed first), so
 * the newest history entry is always the status the sheet shows.
 */
async function tryStatusChange(
  target: ProgressTarget,
  status: TopicStatus,
  principal: Principal,
  now: string,
): Promise<ChangeOutcome> {
  const { student, topic } = target;
  const { key, index } = progressItemKeys(target);
  const changeId = newId();
  const historyKey = progressKeys.history(student.id, topic.topicId, now, changeId);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: curriculumKeys.topicReference(topic.topicId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression:
                'SET #status = :status, statusChangedAt = :now, updatedAt = :now, updatedBy = :by, ' +
                'entity = :entity, studentId = :student, subjectId = :subject, unitId = :unit, topicId = :topic, ' +
                'GSI2PK = :g2pk, GSI2SK = :g2sk',
              // No record means not studied (spec §4): setting that is no change either.
              ConditionExpression:
                (status === defaultTopicStatus
                  ? '(attribute_exists(#status) AND #status <> :status)'
                  : '(attribute_not_exists(#status) OR #status <> :status)') +
                ' AND (attribute_not_exists(statusChangedAt) OR statusChangedAt < :now)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':status': status,
                ':now': now,
                ':by': principal.name,
                ':entity': 'TopicProgress',
                ':student': student.id,
                ':subject': topic.subjectId,
                ':unit': topic.unitId,
                ':topic': topic.topicId,
                ':g2pk': index.GSI2PK,
                ':g2sk': index.GSI2SK,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...historyKey,
                ...progressKeys.byCurriculum(
                  topic.subjectId,
                  topic.unitId,
                  topic.topicId,
                  student.id,
                  historyKey.SK,
                ),
                entity: 'StatusChange',
                studentId: student.id,
                topicId: topic.topicId,
                status,
                changedBy: principal.name,
                changedAt: now,
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: studentKeys.primary(student.id),
              UpdateExpression: 'ADD progressUpdates :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          counterDeltas({ progressUpdates: 1 }),
          ...activityPuts(
            {
              title: 'Progress updated',
              description: `${student.name}: ${topic.topicName} — ${topicStatusLabels[status]}`,
              status: status === 'difficult' ? 'warning' : status === 'confident' ? 'success' : 'info',
              icon: 'trending-up',
              category: 'progress',
            },
            [
              { kind: 'all' },
              { kind: 'user', userId: student.parentId },
              ...student.teacherIds.map((userId) => ({ kind: 'user', userId }) as const),
            ],
          ),
        ],
      }),
    );
    return 'recorded';
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw notFound('Topic not found');
    if (conditionFailedAt(error, statusUnchanged)) return 'overtaken';
    if (conditionFailedAt(error, 3)) throw notFound('Student not found');
    throw error;
  }
}

/** The topic's progress item as committed, or undefined when it was never set. */
async function readProgressItem(target: ProgressTarget): Promise<Record<string, unknown> | undefined> {
  const { key } = progressItemKeys(target);
  return (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true })))
    .Item;
}

/** A millisecond after `stamp`, or now when that is later: the next change's stamp. */
function stampAfter(stamp: unknown): string {
  const after = typeof stamp === 'string' ? Date.parse(stamp) + 1 : Number.NaN;
  return new Date(Number.isNaN(after) ? Date.now() : Math.max(Date.now(), after)).toISOString();
}

interface StatusChangeResult {
  changed: boolean;
  /** The instant the change is stamped with. */
  now: string;
  /** The item as read when the status was found already set (no need to read it again). */
  unchangedItem?: Record<string, unknown>;
}

/**
 * Sets the status unless it already is that, retrying when a change racing
 * on the same topic committed first.
 */
async function recordStatusChange(
  target: ProgressTarget,
  status: TopicStatus,
  principal: Principal,
): Promise<StatusChangeResult> {
  let now = new Date().toISOString();
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if ((await tryStatusChange(target, status, principal, now)) === 'recorded') return { changed: true, now };
    const stored = await readProgressItem(target);
    if (((stored?.status as TopicStatus | undefined) ?? defaultTopicStatus) === status)
      return { changed: false, now, unchangedItem: stored ?? {} };
    now = stampAfter(stored?.statusChangedAt);
  }
  throw conflict('This topic was changed by someone else at the same moment. Please try again.');
}

/** A note sent with the status: set, or removed when empty. Returns the item as stored. */
export async function writeNote(
  target: ProgressTarget,
  note: string,
  now: string,
): Promise<Record<string, unknown>> {
  const { key, index } = progressItemKeys(target);
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        (note ? 'SET note = :note, ' : 'REMOVE note SET ') +
        'updatedAt = :now, entity = :entity, studentId = :student, subjectId = :subject, unitId = :unit, ' +
        'topicId = :topic, GSI2PK = :g2pk, GSI2SK = :g2sk',
      ExpressionAttributeValues: {
        ...(note ? { ':note': note } : {}),
        ':now': now,
        ':entity': 'TopicProgress',
        ':student': target.student.id,
        ':subject': target.topic.subjectId,
        ':unit': target.topic.unitId,
        ':topic': target.topic.topicId,
        ':g2pk': index.GSI2PK,
        ':g2sk': index.GSI2SK,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return answer.Attributes ?? {};
}

export const updateProgress: RouteService<RouteTable['progress.update']> = async ({ body, principal }) => {
  const target = await loadProgressTarget(principal, body.studentId, body.topicId);
  const { changed, now, unchangedItem } = await recordStatusChange(target, body.status, principal);
  const stored =
    body.notes !== undefined
      ? await writeNote(target, body.notes, now)
      : (unchangedItem ?? (await readProgressItem(target)) ?? {});
  // An unchanged 'not_studied' on a topic without a record has nothing stored to answer with.
  const identity = {
    studentId: target.student.id,
    subjectId: target.topic.subjectId,
    topicId: target.topic.topicId,
    updatedAt: now,
  };
  return {
    data: toProgressRecord({ ...identity, ...stored, status: body.status }),
    message: changed ? 'Progress updated successfully' : 'Progress unchanged',
  };
};

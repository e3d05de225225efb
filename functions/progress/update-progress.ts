import { writeTransaction } from '../platform/table/write-transaction';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { defaultTopicStatus, type TopicStatus } from '../../shared/topic-statuses';
import type { Principal } from '../platform/access-tokens';
import { activityPuts } from '../entities/activity-entity';
import { topicStillExists } from '../entities/curriculum-entity';
import {
  findTopicProgress,
  saveTopicNote,
  statusChangePut,
  toProgressRecord,
  topicStatusUpdate,
  type TopicOfStudent,
  type TopicProgressItem,
} from '../entities/progress-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentProgressCounted } from '../entities/student-entity';
import { conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { studentNotFound } from '../shared-domains/accounts/load-student';
import { progressActivity } from './progress-activity';
import { loadProgressTarget, type ProgressTarget } from './progress-target';

/** Changes racing on one topic are retried this often before the caller is asked to try again. */
const maxAttempts = 5;

type ChangeOutcome = 'recorded' | 'unchanged' | 'overtaken';

/** What every progress item of the target's student and topic is keyed by. */
const topicOf = ({ student, topic }: ProgressTarget): TopicOfStudent => ({
  studentId: student.id,
  subjectId: topic.subjectId,
  unitId: topic.unitId,
  topicId: topic.topicId,
});

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
  const change = { status, changedBy: principal.name, changedById: principal.userId, changedAt: now };
  const announced = progressActivity({ student, topicName: topic.topicName, status });
  const transaction = namedWrites({
    topic: topicStillExists(topic.topicId),
    status: topicStatusUpdate(topicOf(target), change),
    history: statusChangePut(topicOf(target), { ...change, changeId: newId() }),
    student: studentProgressCounted(student.id),
    counters: counterDeltas({ progressUpdates: 1 }),
    activity: activityPuts(announced.event, announced.audiences),
  });
  try {
    await writeTransaction(transaction.writes);
    return 'recorded';
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('topic')) throw notFound('Topic not found');
    if (refused.has('status')) return 'overtaken';
    if (refused.has('student')) throw studentNotFound();
    throw error;
  }
}

/** A millisecond after `stamp`, or now when that is later: the next change's stamp. */
function stampAfter(stamp: string | undefined): string {
  const after = stamp === undefined ? Number.NaN : Date.parse(stamp) + 1;
  return new Date(Number.isNaN(after) ? Date.now() : Math.max(Date.now(), after)).toISOString();
}

interface StatusChangeResult {
  changed: boolean;
  /** The instant the change is stamped with. */
  now: string;
  /** The item as read when the status was found already set (no need to read it again). */
  unchangedItem?: TopicProgressItem;
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
    const stored = await findTopicProgress(topicOf(target));
    if ((stored?.status ?? defaultTopicStatus) === status)
      return { changed: false, now, unchangedItem: stored };
    now = stampAfter(stored?.statusChangedAt);
  }
  throw conflict('This topic was changed by someone else at the same moment. Please try again.');
}

/** A note sent with the status: set, or removed when empty. Returns the item as stored. */
export function writeNote(
  target: ProgressTarget,
  note: string,
  now: string,
): Promise<TopicProgressItem | undefined> {
  return saveTopicNote(topicOf(target), note, now);
}

export const updateProgress: RouteService<RouteTable['progress.update']> = async ({ body, principal }) => {
  const target = await loadProgressTarget(principal, body.studentId, body.topicId);
  const { changed, now, unchangedItem } = await recordStatusChange(target, body.status, principal);
  const stored =
    body.notes !== undefined
      ? await writeNote(target, body.notes, now)
      : (unchangedItem ?? (await findTopicProgress(topicOf(target))));
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

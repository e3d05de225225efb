import { writeTransaction, maxTransactionItems } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteTable } from '../../shared/routes/route-table';
import { invoicesBilling, planBilling, type LessonChange } from '../shared-domains/billing/billed-lessons';
import {
  findLessons,
  findSeriesLessonIds,
  lessonDelete,
  lessonReplace,
  type LessonRecord,
} from '../entities/lesson-entity';
import { loadLesson } from './load-lesson';
import { lockDelete, locksOf } from '../entities/slot-lock-entity';
import type { EntityWrite } from '../platform/table/table-write';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import type { RouteInput, RouteService } from '../platform/route-service';
import { canceledMessagePuts } from './lesson-messages';
import { readLessonPolicy } from '../entities/lesson-policy-entity';
import { defaultLessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import { makeUpCreditWrites, schoolCanceledVersion } from './lesson-cancellations';

/** The series' lessons from the chosen one on, skipping completed ones (they happened). */
async function followingLessons(seriesId: string, fromLessonId: string): Promise<LessonRecord[]> {
  const lessonIds = await findSeriesLessonIds(seriesId);
  if (!lessonIds) throw notFound('Recurring series not found');
  const from = await loadLesson(fromLessonId);
  if (from.recurringLessonId !== seriesId) throw badRequest('That lesson is not part of this series');
  const lessons = await findLessons(lessonIds);
  return lessons
    .filter((lesson) => lesson.startTime >= from.startTime && lesson.status !== 'completed')
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** The lesson's own writes: itself (only as read: updatedAt) and the release of every slot it holds. */
function lessonWrites(
  before: LessonRecord,
  after: LessonRecord | undefined,
  expiryDays: number,
  now: Date,
): EntityWrite[] {
  return [
    after ? lessonReplace(after, before) : lessonDelete(before),
    ...locksOf(before).map((lock) => lockDelete(lock, before.id)),
    ...makeUpCreditWrites(before, after, expiryDays, now),
  ];
}

/** Room a draft's change takes in a transaction: the invoice and its two stats items. */
const draftWrites = 3;

/**
 * The changes in transactions of at most `limit` items, in order; a draft's
 * write goes in each transaction that changes one of its lessons.
 */
function chunksOf(changes: readonly LessonChange[], limit: number): LessonChange[][] {
  const chunks: LessonChange[][] = [];
  let chunk: LessonChange[] = [];
  let drafts = new Set<string>();
  let size = 0;
  // The lesson, its locks and the make-up credit a cancellation gives.
  const costOf = ({ before }: LessonChange) =>
    2 + locksOf(before).length + (before.invoiceId && !drafts.has(before.invoiceId) ? draftWrites : 0);
  for (const change of changes) {
    if (size + costOf(change) > limit) {
      chunks.push(chunk);
      [chunk, drafts, size] = [[], new Set(), 0];
    }
    size += costOf(change);
    chunk.push(change);
    if (change.before.invoiceId) drafts.add(change.before.invoiceId);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Refuses the whole action (409, nothing changed) when a lesson is on a
 * sent, paid or overdue invoice; otherwise writes the lessons a chunk at a
 * time, each chunk with the drafts its lessons leave. Each step is
 * idempotent, so a retry after a partial failure finishes the job. The
 * family and the teacher get one message each listing the canceled lessons,
 * with the last chunk (every chunk leaves room for them): told once the
 * action is done; a retry after a partial failure tells of what it changed.
 * The action's one audit entry goes with them.
 */
async function applyInChunks(
  lessons: LessonRecord[],
  step: (lesson: LessonRecord) => LessonRecord | undefined,
  audit: EntityWrite,
) {
  const changes: LessonChange[] = lessons.map((lesson) => ({ before: lesson, after: step(lesson) }));
  const now = new Date();
  const givesCredits = changes.some(
    (change) => change.after?.makeUpCreditGiven && !change.before.makeUpCreditGiven,
  );
  const { makeUpExpiryDays } = givesCredits ? await readLessonPolicy() : defaultLessonPolicy;
  const invoices = await invoicesBilling(changes);
  planBilling(changes, invoices);
  const messages = [...canceledMessagePuts(lessons, new Date()), audit];
  const chunks = chunksOf(changes, maxTransactionItems - messages.length);
  for (const [chunkIndex, chunk] of chunks.entries()) {
    const billing = planBilling(chunk, invoices);
    try {
      await writeTransaction([
        ...chunk.flatMap(({ before }, index) =>
          lessonWrites(before, billing.lessons[index], makeUpExpiryDays, now),
        ),
        ...billing.writes,
        ...(chunkIndex === chunks.length - 1 ? messages : []),
      ]);
    } catch (error) {
      if (isTransactionCancelled(error)) {
        throw conflict('Some of these lessons were changed meanwhile. Please reload and try again.');
      }
      throw error;
    }
    // The next chunk's drafts are guarded by the revisions just written.
    for (const draft of billing.drafts) invoices.set(draft.id, draft);
  }
}

type SeriesInput = RouteInput<RouteTable['lessons.cancelSeries']>;

/** The entry of a series action: the series, and which of its lessons it changed. */
function seriesAudit(
  { principal, requestId, params }: Pick<SeriesInput, 'principal' | 'requestId' | 'params'>,
  action: 'lesson.cancel' | 'lesson.delete',
  lessons: readonly LessonRecord[],
): EntityWrite {
  const lessonIds = lessons.map((lesson) => lesson.id);
  return auditPut({
    principal,
    action,
    target: { type: 'series', id: params.recurringLessonId },
    before: { lessonIds, status: lessons.map((lesson) => lesson.status) },
    ...(action === 'lesson.cancel' ? { after: { lessonIds, status: lessons.map(() => 'canceled') } } : {}),
    requestId,
  });
}

export const cancelSeries: RouteService<RouteTable['lessons.cancelSeries']> = async (input) => {
  const { params, body } = input;
  const lessons = (await followingLessons(params.recurringLessonId, body.fromLessonId)).filter(
    (lesson) => lesson.status !== 'canceled',
  );
  const now = new Date().toISOString();
  await applyInChunks(
    lessons,
    (lesson) => ({ ...schoolCanceledVersion(lesson), updatedAt: now }),
    seriesAudit(input, 'lesson.cancel', lessons),
  );
  return {
    data: { recurringLessonId: params.recurringLessonId, lessonIds: lessons.map((lesson) => lesson.id) },
    message: `${lessons.length} lesson${lessons.length === 1 ? '' : 's'} canceled`,
  };
};

export const deleteSeries: RouteService<RouteTable['lessons.deleteSeries']> = async (input) => {
  const { params, body } = input;
  const lessons = await followingLessons(params.recurringLessonId, body.fromLessonId);
  await applyInChunks(lessons, () => undefined, seriesAudit(input, 'lesson.delete', lessons));
  return {
    data: { recurringLessonId: params.recurringLessonId, lessonIds: lessons.map((lesson) => lesson.id) },
    message: `${lessons.length} lesson${lessons.length === 1 ? '' : 's'} deleted`,
  };
};

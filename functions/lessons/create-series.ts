import { maxTransactionItems, writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedLessonFields } from '../shared-domains/audit/audited-fields';
import { newId } from '../../shared/ids';
import { expandRecurrence } from '../../shared/recurrence';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { activityPuts } from '../entities/activity-entity';
import { lessonKeys, lessonSeriesPut, toLesson, type LessonRecord } from '../entities/lesson-entity';
import { badRequest, conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { clashError } from './clash-errors';
import { assertQuarterHour, lessonWrites, newLessonRecord } from './create-lesson';
import { describeLessonTime } from './describe-lesson';
import { findClashes } from './find-clashes';
import { loadParticipants } from './lesson-participants';
import { lessonSubject } from './lesson-subject';
import { locksOf } from '../entities/slot-lock-entity';
import type { EntityWrite } from '../platform/table/table-write';
import { bookedMessagePuts } from './lesson-messages';
import { assertMayComplete } from './lesson-start-rule';

/**
 * How many lessons one transaction takes: each is 1 lesson + 8 locks = 9
 * items; the first also holds the series item and the last the series'
 * messages (one per recipient, whatever messagePuts writes for each) and its
 * audit entry, so every transaction leaves room for both and stays within
 * DynamoDB's 100 items.
 */
function lessonsPerTransaction(itemsPerLesson: number, messageItems: number): number {
  const perTransaction = Math.floor((maxTransactionItems - 1 - messageItems) / itemsPerLesson);
  if (perTransaction < 1) throw new Error(`A series' messages take ${messageItems} transaction items`);
  return perTransaction;
}

/** Removes lessons written before a later chunk lost a race, so a refused series leaves nothing behind. */
async function rollBack(written: LessonRecord[], seriesId: string): Promise<void> {
  await batchDeleteKeys([
    ...written.map((lesson) => lessonKeys.primary(lesson.id)),
    ...written.flatMap((lesson) => locksOf(lesson).map((lock) => lock.key)),
    lessonKeys.series(seriesId),
  ]);
}

/**
 * The series a chunk at a time; the messages go with the last chunk, so they
 * are sent only once the whole series stands (a refused chunk rolls back
 * what was written, messages included in nothing).
 */
async function writeSeries(
  lessons: LessonRecord[],
  seriesId: string,
  now: string,
  messages: readonly EntityWrite[],
): Promise<void> {
  const written: LessonRecord[] = [];
  const chunkSize = lessonsPerTransaction(lessonWrites(lessons[0]!).itemCount, messages.length);
  for (let start = 0; start < lessons.length; start += chunkSize) {
    const chunk = lessons.slice(start, start + chunkSize);
    const isLast = start + chunkSize >= lessons.length;
    const writes = chunk.map((lesson) => lessonWrites(lesson));
    const transaction = namedWrites({
      lessons: writes.map((write) => write.lessonItem),
      locks: writes.flatMap((write) => write.lockPuts),
      series:
        start === 0 &&
        lessonSeriesPut(
          seriesId,
          lessons.map((lesson) => lesson.id),
          now,
        ),
      messages: isLast && messages,
    });
    try {
      await writeTransaction(transaction.writes);
      written.push(...chunk);
    } catch (error) {
      await rollBack(written, seriesId);
      const locks = writes.flatMap((write) => write.locks);
      throw (await clashError(transaction.reasonsWithin(error, 'locks'), locks)) ?? error;
    }
  }
}

/**
 * Every occurrence is placed in the lesson's own zone; any clash refuses the
 * whole series with the clashing dates, and nothing is created.
 */
export const createRecurringLessons: RouteService<RouteTable['lessons.createRecurring']> = async ({
  body,
  principal,
  requestId,
}) => {
  const starts = expandRecurrence({
    startDate: body.startDate,
    endDate: body.endDate,
    startTime: body.startTime,
    timezone: body.timezone,
    pattern: body.recurrencePattern,
    daysOfWeek: body.daysOfWeek,
  });
  if (starts.length === 0)
    throw badRequest('No lessons fall between these dates: check the days and dates chosen');
  assertQuarterHour(starts[0]!);
  if (body.status === 'completed') assertMayComplete(starts.at(-1)!.toISOString(), new Date());
  const participants = await loadParticipants(body.student, body.teacher);
  const subject = await lessonSubject(participants.student, body.subject);
  const clashes = await findClashes(body.teacher, body.student, starts, body.durationMinutes);
  if (clashes.length) {
    const dates = clashes.map(({ start }) =>
      describeLessonTime({ startTime: start.toISOString(), timezone: body.timezone }),
    );
    throw conflict(`These lessons clash with existing bookings, so none were booked: ${dates.join('; ')}`);
  }
  const seriesId = newId();
  const bookedAt = new Date();
  const now = bookedAt.toISOString();
  const lessons = starts.map((start) =>
    newLessonRecord(participants, { ...body, start, subject, recurringLessonId: seriesId }, now),
  );
  const audit = auditPut({
    principal,
    action: 'lesson.createSeries',
    target: { type: 'series', id: seriesId },
    after: {
      ...auditedLessonFields(lessons[0]!),
      lessonIds: lessons.map((lesson) => lesson.id),
      endDate: body.endDate,
      recurrencePattern: body.recurrencePattern,
      ...(body.daysOfWeek ? { daysOfWeek: body.daysOfWeek } : {}),
    },
    requestId,
    now: bookedAt,
  });
  // The entry goes with the last chunk, like the messages: written once the whole series stands.
  await writeSeries(lessons, seriesId, now, [...bookedMessagePuts(lessons, bookedAt), audit]);
  await writeTransaction(
    activityPuts(
      {
        title: 'Recurring lessons booked',
        description: `${lessons.length} lessons for ${participants.student.name} with ${participants.teacher.name}, from ${describeLessonTime(lessons[0]!)}`,
        status: 'info',
        icon: 'repeat',
        category: 'lessons',
        studentId: participants.student.id,
      },
      [
        { kind: 'all' },
        { kind: 'user', userId: participants.student.parentId },
        { kind: 'user', userId: participants.teacher.id },
      ],
    ),
  );
  return {
    data: {
      recurringLessonId: seriesId,
      lessons: lessons.map((lesson) => toLesson(lesson, { showTeacherEmail: true })),
    },
    message: 'Recurring lessons booked successfully!',
  };
};

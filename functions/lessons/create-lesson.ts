import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedLessonFields } from '../shared-domains/audit/audited-fields';
import { newId } from '../../shared/ids';
import { lessonEnd, startsOnSlotBoundary } from '../../shared/lesson-time';
import type { RouteTable } from '../../shared/routes/route-table';
import { activityPuts } from '../entities/activity-entity';
import { lessonPeople, lessonPut, toLesson, type LessonRecord } from '../entities/lesson-entity';
import { lockPut, locksOf } from '../entities/slot-lock-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { clashError } from './clash-errors';
import { describeLessonTime } from './describe-lesson';
import { loadParticipants, type Participants } from './lesson-participants';
import { bookedMessagePuts } from './lesson-messages';
import { lessonSubject } from './lesson-subject';
import { assertMayComplete } from './lesson-start-rule';
import { makeUpCreditRace, makeUpCreditSpend } from './make-up-credits';

export const quarterHourMessage = 'Lessons start on the hour or at quarter past, half past or quarter to';

export function assertQuarterHour(start: Date): void {
  if (!startsOnSlotBoundary(start)) throw badRequest(quarterHourMessage, { startTime: quarterHourMessage });
}

export interface LessonDraft {
  start: Date;
  durationMinutes: number;
  timezone: LessonRecord['timezone'];
  status: LessonRecord['status'];
  subject: Pick<LessonRecord, 'subject' | 'subjectName'>;
  notes?: string;
  meetingLink?: string;
  recurringLessonId?: string;
}

export function newLessonRecord(
  { student, teacher }: Participants,
  draft: LessonDraft,
  now: string,
): LessonRecord {
  return {
    id: newId(),
    ...lessonPeople(student, teacher),
    ...draft.subject,
    startTime: draft.start.toISOString(),
    endTime: lessonEnd(draft.start, draft.durationMinutes).toISOString(),
    timezone: draft.timezone,
    status: draft.status,
    notes: draft.notes ?? '',
    meetingLink: draft.meetingLink ?? '',
    ...(draft.recurringLessonId ? { recurringLessonId: draft.recurringLessonId } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/** The lesson item and its slot locks (`lockPuts`, one for each of `locks`) as transaction items. */
export function lessonWrites(lesson: LessonRecord) {
  const locks = locksOf(lesson);
  const lessonItem = lessonPut(lesson);
  const lockPuts = locks.map((lock) => lockPut(lock, lesson));
  return { lessonItem, locks, lockPuts, itemCount: 1 + lockPuts.length };
}

export const createLesson: RouteService<RouteTable['lessons.create']> = async ({
  body,
  principal,
  requestId,
}) => {
  const start = new Date(body.startTime);
  assertQuarterHour(start);
  if (body.status === 'completed') assertMayComplete(start.toISOString(), new Date());
  const participants = await loadParticipants(body.student, body.teacher);
  const subject = await lessonSubject(participants.student, body.subject);
  const now = new Date();
  const booked = newLessonRecord(participants, { ...body, start, subject }, now.toISOString());
  // A make-up lesson spends one of the student's credits in its own transaction (docs/lesson-policy.md#make-up-credits).
  const lesson = body.makeUpCreditId ? { ...booked, makeUpCreditId: body.makeUpCreditId } : booked;
  const credit = body.makeUpCreditId ? await makeUpCreditSpend(lesson, body.makeUpCreditId, now) : undefined;
  const { lessonItem, locks, lockPuts } = lessonWrites(lesson);
  const transaction = namedWrites({
    lesson: lessonItem,
    credit,
    locks: lockPuts,
    activity: activityPuts(
      {
        title: 'Lesson booked',
        description: `${lesson.studentName} with ${lesson.teacherName}, ${describeLessonTime(lesson)}`,
        status: 'info',
        icon: 'calendar-plus',
        category: 'lessons',
        studentId: lesson.studentId,
      },
      [
        { kind: 'all' },
        { kind: 'user', userId: lesson.parentId },
        { kind: 'user', userId: lesson.teacherId },
      ],
    ),
    messages: bookedMessagePuts([lesson], now),
    audit: auditPut({
      principal,
      action: 'lesson.create',
      target: { type: 'lesson', id: lesson.id },
      after: auditedLessonFields(lesson),
      requestId,
      now,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('credit')) throw makeUpCreditRace();
    throw (await clashError(transaction.reasonsWithin(error, 'locks'), locks)) ?? error;
  }
  return { data: toLesson(lesson, { showTeacherEmail: true }), message: 'Lesson booked successfully!' };
};

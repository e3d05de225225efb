import {
  $remove,
  Entity,
  boolean,
  item,
  list,
  number,
  string,
  type Condition,
  type FormattedItem,
  PutTransaction,
  DeleteTransaction,
  UpdateTransaction,
} from 'dynamodb-toolbox';
import { cancelers, type Canceler } from '../../shared/lessons/lesson-cancellation';
import { idPattern } from '../../shared/ids';
import { lessonTimezones, type LessonTimezone } from '../../shared/lesson-time';
import { lessonStatuses, type LessonStatus } from '../../shared/lesson-statuses';
import { attendanceValues, type Attendance } from '../../shared/lessons/lesson-attendance';
import { minutesBetween } from '../../shared/lessons/lesson-length';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { findEntityItem, formattedItemOf, storedItemOf } from '../platform/table/entity-items';
import { queryEntityAll, queryEntityPages, queryEntityPagesInTurn } from '../platform/table/entity-query';
import { deleteEntityItem } from '../platform/table/entity-writes';
import { optionalIndexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { IndexName } from '../platform/table/table-item';
import type { SortKeyCondition } from '../platform/table/entity-query';
import type { EntityWrite } from '../platform/table/table-write';

export interface LessonRecord {
  id: string;
  studentId: string;
  studentName: string;
  /** The student's family at booking time, so a family's activity and feed find it. */
  parentId: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  /** The subject's id, one of the student's allocated subjects ('' for none). */
  subject: string;
  /** The subject's name at booking time, so lists, invoices and feeds need no curriculum read. */
  subjectName: string;
  /** UTC instants, ISO-8601. */
  startTime: string;
  endTime: string;
  timezone: LessonTimezone;
  status: LessonStatus;
  /** Who came, once the lesson started (absent until staff or its teacher record it). */
  attendance?: Attendance;
  notes: string;
  meetingLink: string;
  recurringLessonId?: string;
  /** The invoice that bills this lesson; a lesson is on at most one invoice. */
  invoiceId?: string;
  /** When its report was written (docs/lesson-reports.md); absent until then. */
  reportedAt?: string;
  /** Who canceled it (docs/lesson-policy.md#cancellations); absent on lessons canceled before this was kept. */
  canceledBy?: Canceler;
  /** A family's cancellation with less notice than the policy asks. */
  lateCancellation?: boolean;
  /** The share of the lesson a late cancellation costs, as the policy said when the family canceled (1–100). */
  lateChargePercent?: number;
  /** Staff waived the late cancellation charge (audited). */
  chargeWaivedAt?: string;
  /** The make-up credit this cancellation gave the student (its id is the lesson's). */
  makeUpCreditGiven?: string;
  /** A make-up lesson: the credit it was booked with (not billed). */
  makeUpCreditId?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who a lesson is for and with, copied onto it when it is booked (lists, invoices
 * and messages read them with no other item): from a student and a teacher record.
 */
export function lessonPeople(
  student: { id: string; name: string; parentId: string },
  teacher: { id: string; name: string; email: string },
): Pick<
  LessonRecord,
  'studentId' | 'studentName' | 'parentId' | 'teacherId' | 'teacherName' | 'teacherEmail'
> {
  return {
    studentId: student.id,
    studentName: student.name,
    parentId: student.parentId,
    teacherId: teacher.id,
    teacherName: teacher.name,
    teacherEmail: teacher.email,
  };
}

const sortKey = (lesson: Pick<LessonRecord, 'startTime' | 'id'>) => `${lesson.startTime}#${lesson.id}`;

/**
 * A lesson is read by window three ways, each a Query on its own index with
 * the start instant in the sort key: staff by calendar month (GSI1), a
 * teacher by its own lessons (GSI2), a family by each child (GSI3).
 */
const monthPartition = (month: string) => `LESSONS_BY_MONTH#${month}`;
/** The export index (GSI4): the same month, only the columns the exports read (table-design.ts). */
const exportPartition = (month: string) => `LESSON_EXPORT#${month}`;
const exportIndexKeys = (lesson: Pick<LessonRecord, 'startTime' | 'id'>) => ({
  GSI4PK: exportPartition(lesson.startTime.slice(0, 7)),
  GSI4SK: sortKey(lesson),
});
const teacherPartition = (teacherId: string) => `TEACHER_LESSONS#${teacherId}`;
const studentPartition = (studentId: string) => `STUDENT_LESSONS#${studentId}`;

export const lessonKeys = {
  primary: (lessonId: string) => ({ PK: `LESSON#${lessonId}`, SK: 'LESSON' }),
  exportIndex: exportIndexKeys,
  series: (seriesId: string) => ({ PK: `SERIES#${seriesId}`, SK: 'SERIES' }),
};

const lessonAttributes = item({
  id: string().key(),
  studentId: string(),
  studentName: string(),
  parentId: string(),
  teacherId: string(),
  teacherName: string(),
  teacherEmail: string(),
  /** A subject id; lessons booked before subjects were ids hold free text here and no `subjectName`. */
  subject: string(),
  subjectName: string().optional(),
  startTime: string(),
  endTime: string(),
  timezone: string().enum(...lessonTimezones),
  status: string().enum(...lessonStatuses),
  attendance: string()
    .enum(...attendanceValues)
    .optional(),
  notes: string(),
  meetingLink: string(),
  recurringLessonId: string().optional(),
  invoiceId: string().optional(),
  reportedAt: string().optional(),
  canceledBy: string()
    .enum(...cancelers)
    .optional(),
  lateCancellation: boolean().optional(),
  lateChargePercent: number().optional(),
  chargeWaivedAt: string().optional(),
  makeUpCreditGiven: string().optional(),
  makeUpCreditId: string().optional(),
  createdAt: string(),
  updatedAt: string(),
});

/**
 * The lesson item: its attributes and its four index keys, computed from its
 * start, people and id on every Put (a lesson's start moves only by a whole
 * Put, so no update has to keep them). Lessons written before the export
 * index lack its keys until the backfill gives them, so every key reads as optional.
 */
export const LessonEntity = new Entity({
  name: 'Lesson',
  table: schoolTable,
  timestamps: false,
  schema: lessonAttributes.and((schema) => ({
    ...optionalIndexKeys(schema, 'GSI1', {
      partition: ({ startTime }) => monthPartition(startTime.slice(0, 7)),
      sort: sortKey,
    }),
    ...optionalIndexKeys(schema, 'GSI2', {
      partition: ({ teacherId }) => teacherPartition(teacherId),
      sort: sortKey,
    }),
    ...optionalIndexKeys(schema, 'GSI3', {
      partition: ({ studentId }) => studentPartition(studentId),
      sort: sortKey,
    }),
    ...optionalIndexKeys(schema, 'GSI4', {
      partition: (lesson) => exportIndexKeys(lesson).GSI4PK,
      sort: (lesson) => exportIndexKeys(lesson).GSI4SK,
    }),
  })),
  computeKey: ({ id }) => lessonKeys.primary(id),
});

/** A recurring series remembers its lessons, so acting on "this and the following" needs no search. */
export const LessonSeriesEntity = new Entity({
  name: 'LessonSeries',
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    lessonIds: list(string()),
    createdAt: string(),
  }),
  computeKey: ({ id }) => lessonKeys.series(id),
});

/**
 * Which index partition a window of lessons is read from: a calendar month
 * (whole lessons, or `exportMonth`'s slim copies with only the exported
 * columns), a teacher or a student.
 */
export type LessonPartition =
  { month: string } | { exportMonth: string } | { teacherId: string } | { studentId: string };

/** A window of one lesson index partition, by start. */
export interface LessonWindow {
  index: IndexName;
  partition: string;
  sortKey?: SortKeyCondition;
}

/** The lessons of one partition that start between `from` and `to` (UTC ISO instants, both included). */
export function lessonsStartingBetween(partition: LessonPartition, from: string, to: string): LessonWindow {
  const sortKey = { between: [from, `${to}~`] as const };
  if ('month' in partition) return { index: 'GSI1', partition: monthPartition(partition.month), sortKey };
  if ('exportMonth' in partition)
    return { index: 'GSI4', partition: exportPartition(partition.exportMonth), sortKey };
  if ('teacherId' in partition)
    return { index: 'GSI2', partition: teacherPartition(partition.teacherId), sortKey };
  return { index: 'GSI3', partition: studentPartition(partition.studentId), sortKey };
}

/** A student's lessons starting at or after `from` (all of them with the default), by start. */
export const studentLessonsFrom = (studentId: string, from?: string): LessonWindow => ({
  index: 'GSI3',
  partition: studentPartition(studentId),
  ...(from ? { sortKey: { atLeast: from } } : {}),
});

/** The lesson item as stored, for writers that load a table without transactions (the bench). */
export const lessonItem = (lesson: LessonRecord) => storedItemOf(LessonEntity, lesson);

/** A new lesson; its id is fresh, so the condition only guards against a reused one. */
export const lessonPut = (lesson: LessonRecord): EntityWrite =>
  LessonEntity.build(PutTransaction)
    .item(lesson)
    .options({ condition: { attr: 'id', exists: false } });

/** The lesson only as it was read: nobody changed it since (every change touches `updatedAt`). */
const unchangedSince = (seen: Pick<LessonRecord, 'updatedAt'>): Condition<typeof LessonEntity> => ({
  attr: 'updatedAt',
  eq: seen.updatedAt,
});

/** Writes `next` only if nobody changed the lesson since it was read as `seen`. */
export const lessonReplace = (next: LessonRecord, seen: Pick<LessonRecord, 'updatedAt'>): EntityWrite =>
  LessonEntity.build(PutTransaction)
    .item(next)
    .options({ condition: unchangedSince(seen) });

/** Deletes the lesson only if nobody changed it since it was read. */
export const lessonDelete = (seen: Pick<LessonRecord, 'id' | 'updatedAt'>): EntityWrite =>
  LessonEntity.build(DeleteTransaction)
    .key({ id: seen.id })
    .options({ condition: unchangedSince(seen) });

/** Deletes the lesson whatever its state (erasure, which removes all of a student's lessons). */
export const lessonRemoval = (lessonId: string): EntityWrite =>
  LessonEntity.build(DeleteTransaction).key({ id: lessonId });

/** An update applies only to a lesson that exists: it would otherwise create a bare item. */
const lessonExists: Condition<typeof LessonEntity> = { attr: 'id', exists: true };

/**
 * A canceled lesson an invoice still bills: a family's late cancellation
 * with a charge that was not waived (billsCancellation, shared/lessons/lesson-cancellation.ts).
 */
const chargedCancellation: Condition<typeof LessonEntity> = {
  and: [
    { attr: 'lateChargePercent', gt: 0 },
    { attr: 'chargeWaivedAt', exists: false },
  ],
};

/**
 * Marks a lesson as billed by this invoice, only if it still exists, is not
 * canceled (unless its late cancellation is charged) and is on no invoice. Touching `updatedAt` makes a lesson edit
 * that read the lesson before this claim fail its own check instead of
 * writing the claim away.
 */
export const lessonInvoiceClaim = (lessonId: string, invoiceId: string, now: string): EntityWrite =>
  LessonEntity.build(UpdateTransaction)
    .item({ id: lessonId, invoiceId, updatedAt: now })
    .options({
      condition: {
        and: [
          lessonExists,
          { attr: 'invoiceId', exists: false },
          { or: [{ attr: 'status', ne: 'canceled' }, chargedCancellation] },
        ],
      },
    });

/** Frees a lesson billed by this invoice (only if this invoice is the one billing it). */
export const lessonInvoiceRelease = (lessonId: string, invoiceId: string, now: string): EntityWrite =>
  LessonEntity.build(UpdateTransaction)
    .item({ id: lessonId, invoiceId: $remove(), updatedAt: now })
    .options({ condition: { attr: 'invoiceId', eq: invoiceId } });

/**
 * Marks the lesson reported, in the report's own transaction (docs/lesson-reports.md): only as it was
 * read (so a lesson canceled or moved meanwhile refuses the report) and only once. Touching `updatedAt`
 * makes an edit that read the lesson before fail its own check instead of writing the mark away.
 */
export const lessonReportMark = (seen: Pick<LessonRecord, 'id' | 'updatedAt'>, now: string): EntityWrite =>
  LessonEntity.build(UpdateTransaction)
    .item({ id: seen.id, reportedAt: now, updatedAt: now })
    .options({ condition: { and: [unchangedSince(seen), { attr: 'reportedAt', exists: false }] } });

/**
 * What a lesson copies of its student when it changes: its name (copied at
 * booking so lists, feeds and messages need no student read) and, for an
 * upcoming lesson, its family (its messages and reminders go there). Only
 * if the lesson still exists and is still that student's: an Update would
 * otherwise recreate a deleted one. Touching `updatedAt` makes an edit that
 * read the old copy fail its own check instead of writing it back.
 */
export function lessonStudentCopies(
  lessonId: string,
  studentId: string,
  copies: { studentName?: string; parentId?: string },
  now: string,
): EntityWrite {
  const { studentName, parentId } = copies;
  return LessonEntity.build(UpdateTransaction)
    .item({
      id: lessonId,
      ...(studentName !== undefined ? { studentName } : {}),
      ...(parentId !== undefined ? { parentId } : {}),
      updatedAt: now,
    })
    .options({ condition: { and: [lessonExists, { attr: 'studentId', eq: studentId }] } });
}

/** The lesson as committed, or undefined when there is none (what that means to the caller is the service's). */
export async function findLesson(lessonId: string): Promise<LessonRecord | undefined> {
  const stored = await findEntityItem(LessonEntity, { id: lessonId });
  return stored ? lessonRecordOf(stored) : undefined;
}

/** The lessons with these ids that exist, as committed, in no particular order. */
export async function findLessons(lessonIds: readonly string[]): Promise<LessonRecord[]> {
  return (await batchGetItems(lessonIds.map(lessonKeys.primary))).map(lessonFromItem);
}

/** The series item, written with the first lessons of the series. */
export const lessonSeriesPut = (seriesId: string, lessonIds: readonly string[], createdAt: string) =>
  LessonSeriesEntity.build(PutTransaction).item({ id: seriesId, lessonIds: [...lessonIds], createdAt });

/** Deletes the series item (its lessons go on their own). */
export const lessonSeriesRemoval = (seriesId: string): EntityWrite =>
  LessonSeriesEntity.build(DeleteTransaction).key({ id: seriesId });

/** Deletes the series item on its own, outside any transaction (once every lesson of it is gone). */
export async function deleteLessonSeries(seriesId: string): Promise<void> {
  await deleteEntityItem(LessonSeriesEntity, { id: seriesId });
}

export async function findSeriesLessonIds(seriesId: string): Promise<string[] | undefined> {
  return (await findEntityItem(LessonSeriesEntity, { id: seriesId }))?.lessonIds;
}

/** The lessons of one window, a page at a time, by start. */
export async function* lessonPagesBetween(
  partition: LessonPartition,
  from: string,
  to: string,
): AsyncGenerator<LessonRecord[]> {
  for await (const page of queryEntityPages(LessonEntity, lessonsStartingBetween(partition, from, to)))
    yield page.map(lessonRecordOf);
}

/** Every lesson of one window (up to `limit`), for windows known to stay small. */
export async function lessonsBetween(
  partition: LessonPartition,
  from: string,
  to: string,
  limit?: number,
): Promise<LessonRecord[]> {
  const window = lessonsStartingBetween(partition, from, to);
  const lessons = await queryEntityAll(LessonEntity, {
    ...window,
    ...(limit !== undefined ? { limit } : {}),
  });
  return lessons.map(lessonRecordOf);
}

/** Every lesson of a student starting at or after `from` (all of them with the default), by start. */
export async function studentLessons(studentId: string, from?: string): Promise<LessonRecord[]> {
  return (await queryEntityAll(LessonEntity, studentLessonsFrom(studentId, from))).map(lessonRecordOf);
}

/** A condition on a lesson's own attributes, applied after its window's key condition (no cheaper a read). */
export type LessonFilter = Condition<typeof LessonEntity>;

const filtered = (window: LessonWindow, filter: LessonFilter | undefined) => ({
  ...window,
  ...(filter ? { filter } : {}),
});

/**
 * One page of several windows read in turn (a calendar's months, a family's
 * children) as one list, each with `filter`: the cursor names the window and
 * the place in it.
 */
export async function lessonPageInTurn(
  windows: readonly LessonWindow[],
  filter: LessonFilter | undefined,
  page: { limit: number; cursor?: string },
): Promise<{ lessons: LessonRecord[]; nextCursor?: string }> {
  const queries = windows.map((window) => filtered(window, filter));
  const { items, nextCursor } = await queryEntityPagesInTurn(LessonEntity, queries, page);
  return { lessons: items.map(lessonRecordOf), nextCursor };
}

/** The lessons of several windows read in turn, up to `limit` in all (a calendar feed). */
export async function lessonsInTurn(
  windows: readonly LessonWindow[],
  limit: number,
): Promise<LessonRecord[]> {
  const lessons: LessonRecord[] = [];
  for (const window of windows) {
    if (lessons.length >= limit) break;
    const items = await queryEntityAll(LessonEntity, { ...window, limit: limit - lessons.length });
    lessons.push(...items.map(lessonRecordOf));
  }
  return lessons;
}

/** The columns a lesson's card shows (`toLesson`): all a calendar view reads of a lesson. */
const shownColumns = [
  'id',
  'studentId',
  'studentName',
  'teacherId',
  'teacherName',
  'teacherEmail',
  'subject',
  'subjectName',
  'startTime',
  'endTime',
  'timezone',
  'status',
  'attendance',
  'notes',
  'meetingLink',
  'recurringLessonId',
  'reportedAt',
  'canceledBy',
  'lateCancellation',
  'lateChargePercent',
  'chargeWaivedAt',
  'makeUpCreditId',
] as const satisfies readonly (keyof LessonRecord)[];

type ShownColumn = (typeof shownColumns)[number];

export type ShownLesson = Pick<LessonRecord, ShownColumn>;

/** A Query that asks for the shown columns answers items holding those alone. */
const shownLessonOf = (stored: Pick<StoredLesson, ShownColumn>): ShownLesson => withSubject(stored);

/**
 * The shown columns of the lessons of one window, a page at a time, with
 * `filter`: a month view reads thousands of lessons and leaves the rest of
 * each item (its family, its index keys) on the server.
 */
export async function* shownLessonPages(
  window: LessonWindow,
  filter?: LessonFilter,
): AsyncGenerator<ShownLesson[]> {
  const query = { ...filtered(window, filter), attributes: shownColumns };
  for await (const page of queryEntityPages(LessonEntity, query)) yield page.map(shownLessonOf);
}

type StoredLesson = FormattedItem<typeof LessonEntity>;

type StoredSubject = Pick<StoredLesson, 'subject' | 'subjectName'>;

/**
 * Lessons booked before subjects were ids kept a free-text subject: it reads
 * as the name, with no id.
 */
function subjectOf({ subject, subjectName }: StoredSubject): Pick<LessonRecord, 'subject' | 'subjectName'> {
  if (subjectName !== undefined || idPattern.test(subject))
    return { subject, subjectName: subjectName ?? '' };
  return { subject: '', subjectName: subject };
}

/** A stored lesson (whole, or only some of its columns) as the record reads it. */
function withSubject<T extends StoredSubject>(
  stored: T,
): Omit<T, keyof StoredSubject> & Pick<LessonRecord, 'subject' | 'subjectName'> {
  const { subject: _subject, subjectName: _subjectName, ...rest } = stored;
  return { ...rest, ...subjectOf(stored) };
}

function lessonRecordOf(stored: StoredLesson): LessonRecord {
  return withSubject(stored);
}

/** A whole lesson item as a plain read of the table returns it (a BatchGetItem). */
export function lessonFromItem(stored: Record<string, unknown>): LessonRecord {
  return lessonRecordOf(formattedItemOf(LessonEntity, stored));
}

/** A lesson's times, status, notes and meeting link, as every answer about it shows them. */
export function lessonDetailsOf(lesson: ShownLesson) {
  const { startTime, endTime, timezone, status, notes, meetingLink } = lesson;
  return { startTime, endTime, timezone, status, notes, meetingLink };
}

export type LessonDetails = ReturnType<typeof lessonDetailsOf>;

/** Teacher emails are shown to admin roles and teachers, not to families. */
export function toLesson(lesson: ShownLesson, options: { showTeacherEmail: boolean }): Lesson {
  return {
    _id: lesson.id,
    student: { _id: lesson.studentId, name: lesson.studentName },
    teacher: {
      _id: lesson.teacherId,
      name: lesson.teacherName,
      ...(options.showTeacherEmail ? { email: lesson.teacherEmail } : {}),
    },
    subject: lesson.subject,
    subjectName: lesson.subjectName,
    ...lessonDetailsOf(lesson),
    // Lessons stored before lengths existed end an hour after they start, so they read as 60.
    durationMinutes: minutesBetween(lesson.startTime, lesson.endTime),
    ...(lesson.attendance ? { attendance: lesson.attendance } : {}),
    isRecurring: Boolean(lesson.recurringLessonId),
    ...(lesson.recurringLessonId ? { recurringLessonId: lesson.recurringLessonId } : {}),
    ...(lesson.reportedAt ? { reportedAt: lesson.reportedAt } : {}),
    ...cancellationOf(lesson),
  };
}

/** How a canceled lesson was canceled, and what it costs (docs/lesson-policy.md#cancellations). */
function cancellationOf(lesson: ShownLesson) {
  return {
    ...(lesson.status === 'canceled' && lesson.canceledBy ? { canceledBy: lesson.canceledBy } : {}),
    ...(lesson.status === 'canceled' && lesson.lateCancellation !== undefined
      ? { lateCancellation: lesson.lateCancellation }
      : {}),
    ...(lesson.status === 'canceled' && lesson.lateChargePercent
      ? { lateChargePercent: lesson.lateChargePercent }
      : {}),
    ...(lesson.status === 'canceled' && lesson.chargeWaivedAt
      ? { chargeWaivedAt: lesson.chargeWaivedAt }
      : {}),
    ...(lesson.makeUpCreditId ? { makeUpCreditId: lesson.makeUpCreditId } : {}),
  };
}

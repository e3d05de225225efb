import { idPattern } from '../../shared/ids';
import type { LessonTimezone } from '../../shared/lesson-time';
import type { LessonStatus } from '../../shared/lesson-statuses';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { putIfAbsent, remove, type TableWrite } from '../platform/table/table-write';

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
  notes: string;
  meetingLink: string;
  recurringLessonId?: string;
  /** The invoice that bills this lesson; a lesson is on at most one invoice. */
  invoiceId?: string;
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
  month: monthPartition,
  exportMonth: exportPartition,
  teacher: teacherPartition,
  student: studentPartition,
  indexes: (lesson: LessonRecord) => ({
    GSI1PK: monthPartition(lesson.startTime.slice(0, 7)),
    GSI1SK: sortKey(lesson),
    GSI2PK: teacherPartition(lesson.teacherId),
    GSI2SK: sortKey(lesson),
    GSI3PK: studentPartition(lesson.studentId),
    GSI3SK: sortKey(lesson),
    ...exportIndexKeys(lesson),
  }),
  exportIndex: exportIndexKeys,
  series: (seriesId: string) => ({ PK: `SERIES#${seriesId}`, SK: 'SERIES' }),
};

/**
 * Which index partition a window of lessons is read from: a calendar month
 * (whole lessons, or `exportMonth`'s slim copies with only the exported
 * columns), a teacher or a student.
 */
export type LessonPartition =
  { month: string } | { exportMonth: string } | { teacherId: string } | { studentId: string };

/** The lessons of one partition that start between `from` and `to` (UTC ISO instants, both included). */
export function lessonsStartingBetween(partition: LessonPartition, from: string, to: string): TableQuery {
  const sortKey = { between: [from, `${to}~`] as const };
  if ('month' in partition) return { index: 'GSI1', partition: lessonKeys.month(partition.month), sortKey };
  if ('exportMonth' in partition)
    return { index: 'GSI4', partition: lessonKeys.exportMonth(partition.exportMonth), sortKey };
  if ('teacherId' in partition)
    return { index: 'GSI2', partition: lessonKeys.teacher(partition.teacherId), sortKey };
  return { index: 'GSI3', partition: lessonKeys.student(partition.studentId), sortKey };
}

export function lessonItem(lesson: LessonRecord) {
  return { ...lessonKeys.primary(lesson.id), ...lessonKeys.indexes(lesson), entity: 'Lesson', ...lesson };
}

/** A new lesson; its id is fresh, so the condition only guards against a reused one. */
export const lessonPut = (lesson: LessonRecord): TableWrite => putIfAbsent(lessonItem(lesson));

/** Writes `next` only if nobody changed the lesson since it was read as `seen`. */
export function lessonReplace(next: LessonRecord, seen: Pick<LessonRecord, 'updatedAt'>): TableWrite {
  return {
    Put: {
      Item: lessonItem(next),
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': seen.updatedAt },
    },
  };
}

/** Deletes the lesson only if nobody changed it since it was read. */
export function lessonDelete(seen: Pick<LessonRecord, 'id' | 'updatedAt'>): TableWrite {
  return remove(lessonKeys.primary(seen.id), {
    ConditionExpression: 'updatedAt = :seen',
    ExpressionAttributeValues: { ':seen': seen.updatedAt },
  });
}

/**
 * Marks a lesson as billed by this invoice, only if it still exists, is not
 * canceled and is on no invoice. Touching `updatedAt` makes a lesson edit
 * that read the lesson before this claim fail its own check instead of
 * writing the claim away.
 */
export function lessonInvoiceClaim(lessonId: string, invoiceId: string, now: string): TableWrite {
  return {
    Update: {
      Key: lessonKeys.primary(lessonId),
      UpdateExpression: 'SET invoiceId = :invoice, updatedAt = :now',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(invoiceId) AND #status <> :canceled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':invoice': invoiceId, ':now': now, ':canceled': 'canceled' },
    },
  };
}

/** Frees a lesson billed by this invoice (only if this invoice is the one billing it). */
export function lessonInvoiceRelease(lessonId: string, invoiceId: string, now: string): TableWrite {
  return {
    Update: {
      Key: lessonKeys.primary(lessonId),
      UpdateExpression: 'REMOVE invoiceId SET updatedAt = :now',
      ConditionExpression: 'invoiceId = :invoice',
      ExpressionAttributeValues: { ':invoice': invoiceId, ':now': now },
    },
  };
}

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
): TableWrite {
  const set = Object.entries(copies).filter(([, value]) => value !== undefined);
  return {
    Update: {
      Key: lessonKeys.primary(lessonId),
      UpdateExpression: `SET ${[...set.map(([name]) => `${name} = :${name}`), 'updatedAt = :now'].join(', ')}`,
      ConditionExpression: 'attribute_exists(PK) AND studentId = :student',
      ExpressionAttributeValues: {
        ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
        ':now': now,
        ':student': studentId,
      },
    },
  };
}

/** A student's lessons starting at or after `from` (all of them with the default), by start. */
export const studentLessonsFrom = (studentId: string, from?: string): TableQuery => ({
  index: 'GSI3',
  partition: lessonKeys.student(studentId),
  ...(from ? { sortKey: { atLeast: from } } : {}),
});

/** The lesson as committed, or undefined when there is none (what that means to the caller is the service's). */
export async function findLesson(lessonId: string): Promise<LessonRecord | undefined> {
  const item = await getItem(lessonKeys.primary(lessonId), { consistentRead: true });
  return item ? lessonFromItem(item) : undefined;
}

/** A recurring series remembers its lessons, so acting on "this and the following" needs no search. */
export function lessonSeriesItem(seriesId: string, lessonIds: readonly string[], createdAt: string) {
  return { ...lessonKeys.series(seriesId), entity: 'LessonSeries', id: seriesId, lessonIds, createdAt };
}

export async function findSeriesLessonIds(seriesId: string): Promise<string[] | undefined> {
  const item = await getItem(lessonKeys.series(seriesId), { consistentRead: true });
  return item ? (item.lessonIds as string[]) : undefined;
}

/**
 * Lessons booked before subjects were ids kept a free-text subject: it reads
 * as the name, with no id.
 */
function subjectOf(item: Record<string, unknown>): Pick<LessonRecord, 'subject' | 'subjectName'> {
  const stored = typeof item.subject === 'string' ? item.subject : '';
  const name = typeof item.subjectName === 'string' ? item.subjectName : undefined;
  if (name !== undefined || idPattern.test(stored)) return { subject: stored, subjectName: name ?? '' };
  return { subject: '', subjectName: stored };
}

export function lessonFromItem(item: Record<string, unknown>): LessonRecord {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  return {
    id: text('id'),
    studentId: text('studentId'),
    studentName: text('studentName'),
    parentId: text('parentId'),
    teacherId: text('teacherId'),
    teacherName: text('teacherName'),
    teacherEmail: text('teacherEmail'),
    ...subjectOf(item),
    startTime: text('startTime'),
    endTime: text('endTime'),
    timezone: item.timezone as LessonTimezone,
    status: item.status as LessonStatus,
    notes: text('notes'),
    meetingLink: text('meetingLink'),
    ...(typeof item.recurringLessonId === 'string' ? { recurringLessonId: item.recurringLessonId } : {}),
    ...(typeof item.invoiceId === 'string' ? { invoiceId: item.invoiceId } : {}),
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
  };
}

/** Teacher emails are shown to admin roles and teachers, not to families. */
export function toLesson(lesson: LessonRecord, options: { showTeacherEmail: boolean }): Lesson {
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
    startTime: lesson.startTime,
    endTime: lesson.endTime,
    timezone: lesson.timezone,
    status: lesson.status,
    notes: lesson.notes,
    meetingLink: lesson.meetingLink,
    isRecurring: Boolean(lesson.recurringLessonId),
    ...(lesson.recurringLessonId ? { recurringLessonId: lesson.recurringLessonId } : {}),
  };
}

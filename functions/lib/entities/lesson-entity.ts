import type { LessonTimezone } from '../../../shared/lesson-time';
import type { LessonStatus } from '../../../shared/lesson-statuses';
import type { Lesson } from '../../../shared/schemas/lesson-schemas';

export interface LessonRecord {
  id: string;
  studentId: string;
  studentName: string;
  /** The student's family at booking time, so a family's activity and feed find it. */
  parentId: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  subject: string;
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

const sortKey = (lesson: Pick<LessonRecord, 'startTime' | 'id'>) => `${lesson.startTime}#${lesson.id}`;

/**
 * A lesson is read by window three ways, each a Query on its own index with
 * the start instant in the sort key: staff by calendar month (GSI1), a
 * teacher by its own lessons (GSI2), a family by each child (GSI3).
 */
export const lessonKeys = {
  primary: (lessonId: string) => ({ PK: `LESSON#${lessonId}`, SK: 'LESSON' }),
  month: (month: string) => `LESSONS_BY_MONTH#${month}`,
  teacher: (teacherId: string) => `TEACHER_LESSONS#${teacherId}`,
  student: (studentId: string) => `STUDENT_LESSONS#${studentId}`,
  indexes: (lesson: LessonRecord) => ({
    GSI1PK: `LESSONS_BY_MONTH#${lesson.startTime.slice(0, 7)}`,
    GSI1SK: sortKey(lesson),
    GSI2PK: `TEACHER_LESSONS#${lesson.teacherId}`,
    GSI2SK: sortKey(lesson),
    GSI3PK: `STUDENT_LESSONS#${lesson.studentId}`,
    GSI3SK: sortKey(lesson),
  }),
  series: (seriesId: string) => ({ PK: `SERIES#${seriesId}`, SK: 'SERIES' }),
};

export function lessonItem(lesson: LessonRecord) {
  return { ...lessonKeys.primary(lesson.id), ...lessonKeys.indexes(lesson), entity: 'Lesson', ...lesson };
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
    subject: text('subject'),
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

/** Spec §2: teacher emails are shown to admin roles and teachers, not to families. */
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

import { newId } from '../../shared/ids';
import { reportRefusal, reportRefusalMessages } from '../../shared/lesson-reports';
import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { LessonReport } from '../../shared/schemas/lesson-report-schemas';
import { defaultTopicStatus, type TopicStatus } from '../../shared/topic-statuses';
import { activityPuts } from '../entities/activity-entity';
import { readSubjectPartition, readSubjectTree, topicStillExists } from '../entities/curriculum-entity';
import { lessonReportMark, toLesson, type LessonRecord } from '../entities/lesson-entity';
import {
  findLessonReport,
  lessonReportPut,
  toLessonReport,
  type LessonReportRecord,
} from '../entities/lesson-report-entity';
import { readTopicProgress, statusChangePut, topicStatusUpdate } from '../entities/progress-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { getStudentById, studentProgressCounted, type StudentRecord } from '../entities/student-entity';
import type { Principal } from '../platform/access-tokens';
import { badRequest, conflict, forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { studentNotFound } from '../shared-domains/accounts/load-student';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { occurrenceOf } from './lesson-messages';
import { loadLesson } from './load-lesson';

const isStaff = (principal: Principal) => principal.role === 'super_admin' || principal.role === 'admin';

/**
 * Who writes a lesson's report (docs/lesson-reports.md): staff, or the lesson's own teacher while the
 * student is still allocated to it (the rule every progress change follows, docs/architecture.md#permissions).
 */
function writerRefusal(
  principal: Principal,
  lesson: LessonRecord,
  student: StudentRecord,
): string | undefined {
  if (isStaff(principal)) return undefined;
  if (principal.role !== 'teacher' || lesson.teacherId !== principal.userId)
    return "Only the lesson's teacher or staff can write its report";
  if (!student.teacherIds.includes(principal.userId))
    return 'You do not have permission to update this progress';
  return undefined;
}

/** Who reads it: staff, the lesson's teacher or one of the student's, and the student's family. */
function mayRead(principal: Principal, lesson: LessonRecord, student: StudentRecord | undefined): boolean {
  if (isStaff(principal)) return true;
  if (principal.role === 'teacher')
    return lesson.teacherId === principal.userId || Boolean(student?.teacherIds.includes(principal.userId));
  return familyRoles.includes(principal.role) && student?.parentId === principal.userId;
}

/** The lesson's subject as a curriculum the student has (topics can be picked only then), or undefined. */
const curriculumSubjectOf = (lesson: LessonRecord, student: StudentRecord) =>
  lesson.subject && student.subjects.includes(lesson.subject) ? lesson.subject : undefined;

interface CheckedTopic {
  topicId: string;
  unitId: string;
  topicName: string;
  unitName: string;
  status: LessonReport['topics'][number]['status'];
  previousStatus: TopicStatus;
}

/** Every topic must be of the lesson's subject in the student's curriculum (400 otherwise). */
async function checkedTopics(
  lesson: LessonRecord,
  student: StudentRecord,
  chosen: readonly { topicId: string; status: CheckedTopic['status'] }[],
): Promise<{ subjectName: string; topics: CheckedTopic[] }> {
  const subjectId = curriculumSubjectOf(lesson, student);
  if (chosen.length === 0) return { subjectName: lesson.subjectName, topics: [] };
  if (!subjectId)
    throw badRequest("This lesson's subject is not in the student's curriculum, so no topics can be chosen");
  const [partition, progress] = await Promise.all([
    readSubjectPartition(subjectId),
    readTopicProgress(student.id, subjectId),
  ]);
  const units = new Map(partition.units.map((unit) => [unit.id, unit.name]));
  const topics = new Map(partition.topics.map((topic) => [topic.id, topic]));
  const statuses = new Map(progress.map((item) => [item.topicId, item.status ?? defaultTopicStatus]));
  return {
    subjectName: partition.subject?.name ?? lesson.subjectName,
    topics: chosen.map(({ topicId, status }) => {
      const topic = topics.get(topicId);
      if (!topic) throw badRequest(`Topic ${topicId} is not in this lesson's subject`);
      return {
        topicId,
        unitId: topic.unitId,
        topicName: topic.name,
        unitName: units.get(topic.unitId) ?? '',
        status,
        previousStatus: statuses.get(topicId) ?? defaultTopicStatus,
      };
    }),
  };
}

/**
 * `POST /lessons/{id}/report`: one transaction (docs/lesson-reports.md) holds the report, the lesson's
 * mark, each changed topic's status with the same conditions as a change on the sheet (a real change,
 * forward in time, the topic still there) and its history entry naming the lesson, the counters,
 * activity, the family's message and the audit entry. A refused condition writes nothing.
 */
export const writeLessonReport: RouteService<RouteTable['lessons.writeReport']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const lesson = await loadLesson(params.id);
  const student = await getStudentById(lesson.studentId);
  if (!student) throw studentNotFound();
  const notAllowed = writerRefusal(principal, lesson, student);
  if (notAllowed) throw forbidden(notAllowed);
  const nowDate = new Date();
  const refusal = reportRefusal(lesson, nowDate);
  if (refusal) throw conflict(reportRefusalMessages[refusal]);
  if (lesson.reportedAt) throw conflict('This lesson already has a report');

  const { subjectName, topics } = await checkedTopics(lesson, student, body.topics);
  const subjectId = curriculumSubjectOf(lesson, student) ?? '';
  const now = nowDate.toISOString();
  const report: LessonReportRecord = {
    studentId: student.id,
    lessonId: lesson.id,
    teacherId: lesson.teacherId,
    subjectId,
    subjectName,
    topics: topics.map(({ topicId, topicName, unitName, status, previousStatus }) => ({
      topicId,
      topicName,
      unitName,
      status,
      previousStatus,
    })),
    homework: body.homework,
    comment: body.comment,
    writtenById: principal.userId,
    writtenBy: principal.name,
    writtenAt: now,
  };
  // A topic already at the chosen status is recorded in the report and left alone on the sheet.
  const changed = topics.filter((topic) => topic.status !== topic.previousStatus);
  const topicOf = (topic: CheckedTopic) => ({
    studentId: student.id,
    subjectId,
    unitId: topic.unitId,
    topicId: topic.topicId,
  });
  const change = { changedBy: principal.name, changedById: principal.userId, changedAt: now };
  const transaction = namedWrites({
    report: lessonReportPut(report),
    lesson: lessonReportMark(lesson, now),
    topics: changed.map((topic) => topicStillExists(topic.topicId)),
    statuses: changed.map((topic) => topicStatusUpdate(topicOf(topic), { ...change, status: topic.status })),
    history: changed.map((topic) =>
      statusChangePut(topicOf(topic), {
        ...change,
        status: topic.status,
        changeId: newId(),
        lessonId: lesson.id,
      }),
    ),
    student: changed.length > 0 && studentProgressCounted(student.id, changed.length),
    counters: changed.length > 0 && counterDeltas({ progressUpdates: changed.length }),
    activity: activityPuts(
      {
        title: 'Lesson reported',
        description: `${student.name}: ${subjectName || 'lesson'} with ${lesson.teacherName}, ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'}`,
        status: 'info',
        icon: 'trending-up',
        category: 'progress',
        studentId: student.id,
      },
      [
        { kind: 'all' },
        ...(student.parentId ? [{ kind: 'user', userId: student.parentId } as const] : []),
        ...[...new Set([lesson.teacherId, ...student.teacherIds])].map(
          (userId) => ({ kind: 'user', userId }) as const,
        ),
      ],
      nowDate,
    ),
    message:
      Boolean(student.parentId) &&
      messagePuts(
        student.parentId,
        {
          kind: 'lesson-report',
          lessonId: lesson.id,
          studentName: student.name,
          teacherName: lesson.teacherName,
          subjectName,
          lesson: occurrenceOf(lesson),
          topics: topics.map(({ unitName, topicName, status }) => ({ unitName, topicName, status })),
          homework: body.homework,
          comment: body.comment,
        },
        nowDate,
        [student.id],
      ),
    audit: auditPut({
      principal,
      action: 'lesson.report',
      target: { type: 'lesson', id: lesson.id },
      after: {
        topics: topics.map((topic) => `${topic.topicId}:${topic.status}`),
        homework: body.homework,
        comment: body.comment,
      },
      requestId,
      now: nowDate,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('report')) throw conflict('This lesson already has a report');
    if (refused.has('lesson'))
      throw conflict('This lesson changed while the report was being written. Please reload and try again.');
    if (refused.has('topics')) throw conflict('A topic of this report was deleted meanwhile. Please reload.');
    if (refused.has('statuses'))
      throw conflict(
        "A topic's status was changed by someone else at the same moment. Please reload and try again.",
      );
    if (refused.has('student')) throw studentNotFound();
    throw error;
  }
  return { data: toLessonReport(report), message: 'Lesson report saved' };
};

/**
 * `GET /lessons/{id}/report`: the lesson, its report (null until written) and what the form offers:
 * the lesson subject's units and topics as the student's curriculum holds them, and each topic's status now.
 */
export const readLessonReport: RouteService<RouteTable['lessons.report']> = async ({ params, principal }) => {
  const lesson = await loadLesson(params.id);
  const student = await getStudentById(lesson.studentId);
  if (!mayRead(principal, lesson, student))
    throw forbidden("You do not have permission to see this lesson's report");
  const subjectId = student ? curriculumSubjectOf(lesson, student) : undefined;
  const [report, curriculum, progress] = await Promise.all([
    lesson.reportedAt ? findLessonReport(lesson.studentId, lesson.id) : undefined,
    subjectId ? readSubjectTree(subjectId) : undefined,
    subjectId && student ? readTopicProgress(student.id, subjectId) : [],
  ]);
  const canWrite =
    student !== undefined &&
    !lesson.reportedAt &&
    reportRefusal(lesson, new Date()) === undefined &&
    writerRefusal(principal, lesson, student) === undefined;
  return {
    data: {
      lesson: toLesson(lesson, { showTeacherEmail: !familyRoles.includes(principal.role) }),
      report: report ? toLessonReport(report) : null,
      curriculum: curriculum ?? null,
      statuses: Object.fromEntries(
        progress.flatMap((item) => (item.status ? [[item.topicId, item.status]] : [])),
      ),
      canWrite,
    },
  };
};

import { Entity, item, list, map, string, type FormattedItem, PutTransaction } from 'dynamodb-toolbox';
import { reportTopicStatuses } from '../../shared/lesson-reports';
import type { LessonReport } from '../../shared/schemas/lesson-report-schemas';
import { topicStatuses } from '../../shared/topic-statuses';
import { findEntityItem } from '../platform/table/entity-items';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import { studentKeys } from './student-entity';

/**
 * A lesson's report (docs/lesson-reports.md) lives in its student's partition: it is about the child,
 * so deleting or erasing the student removes it with the rest of the partition (student-partition.ts),
 * and it stays with the child when the child moves family. Read by key from the lesson (which names
 * its student); the lesson item's `reportedAt` says that it exists.
 */
export const lessonReportKeys = {
  report: (studentId: string, lessonId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `LESSON_REPORT#${lessonId}`,
  }),
};

export const LessonReportEntity = new Entity({
  name: 'LessonReport',
  table: schoolTable,
  timestamps: false,
  schema: item({
    studentId: string().key(),
    lessonId: string().key(),
    teacherId: string(),
    subjectId: string(),
    subjectName: string(),
    topics: list(
      map({
        topicId: string(),
        topicName: string(),
        unitName: string(),
        status: string().enum(...reportTopicStatuses),
        previousStatus: string().enum(...topicStatuses),
      }),
    ),
    homework: string(),
    comment: string(),
    writtenById: string(),
    writtenBy: string(),
    writtenAt: string(),
  }),
  computeKey: ({ studentId, lessonId }) => lessonReportKeys.report(studentId, lessonId),
});

export type LessonReportRecord = FormattedItem<typeof LessonReportEntity>;

/** The report, written once: a second one for the same lesson is refused (docs/lesson-reports.md). */
export const lessonReportPut = (report: LessonReportRecord): EntityWrite =>
  LessonReportEntity.build(PutTransaction)
    .item(report)
    .options({ condition: { attr: 'lessonId', exists: false } });

/** The lesson's report as committed, or undefined when none was written. */
export function findLessonReport(
  studentId: string,
  lessonId: string,
): Promise<LessonReportRecord | undefined> {
  return findEntityItem(LessonReportEntity, { studentId, lessonId });
}

/** What the API answers. */
export function toLessonReport(report: LessonReportRecord): LessonReport {
  return {
    lessonId: report.lessonId,
    studentId: report.studentId,
    subjectId: report.subjectId,
    subjectName: report.subjectName,
    topics: report.topics,
    homework: report.homework,
    comment: report.comment,
    writtenBy: report.writtenBy,
    writtenAt: report.writtenAt,
  };
}

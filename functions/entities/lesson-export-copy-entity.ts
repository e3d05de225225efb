import { Entity, item, string, type Condition, type FormattedItem } from 'dynamodb-toolbox';
import { lessonTimezones } from '../../shared/lesson-time';
import { lessonStatuses } from '../../shared/lesson-statuses';
import type { ExportIndexAttribute } from '../platform/table-design';
import { queryEntityPages } from '../platform/table/entity-query';
import { batchGetItems } from '../platform/table/batch-get-items';
import type { Attendance } from '../../shared/lessons/lesson-attendance';
import { schoolTable } from '../platform/table/school-table';
import { lessonKeys, lessonsStartingBetween } from './lesson-entity';

/**
 * Only the columns the export index (GSI4) copies of a lesson: DynamoDB
 * refuses a Query of GSI4 that asks for any other, so nothing else is declared.
 */
const exportedColumns = {
  id: string().key(),
  startTime: string(),
  endTime: string(),
  timezone: string().enum(...lessonTimezones),
  teacherId: string(),
  teacherName: string(),
  studentName: string(),
  subject: string(),
  // Absent on lessons booked before subjects were ids (their `subject` is free text).
  subjectName: string().optional(),
  status: string().enum(...lessonStatuses),
} satisfies Partial<Record<ExportIndexAttribute, unknown>>;

/**
 * A lesson as the exports read it: the slim copy in GSI4, or the same columns
 * of a whole lesson (a teacher's own export reads GSI2). Read only; the
 * copies carry no `entity` attribute, so items are told apart by partition.
 */
export const LessonExportCopyEntity = new Entity({
  name: 'LessonExportCopy',
  table: schoolTable,
  timestamps: false,
  entityAttribute: false,
  schema: item(exportedColumns),
  computeKey: ({ id }) => lessonKeys.primary(id),
});

export type LessonExportCopy = FormattedItem<typeof LessonExportCopyEntity>;

export type LessonExportFilter = Condition<typeof LessonExportCopyEntity>;

/**
 * The exported columns of the lessons of a month of the export index or of a
 * teacher's partition, starting between `from` and `to` (both included), a
 * page at a time, by start.
 */
export function lessonExportPages(
  partition: { exportMonth: string } | { teacherId: string },
  from: string,
  to: string,
  filter?: LessonExportFilter,
): AsyncGenerator<LessonExportCopy[]> {
  return queryEntityPages(LessonExportCopyEntity, {
    ...lessonsStartingBetween(partition, from, to),
    ...(filter ? { filter } : {}),
  });
}

/**
 * The attendance of these lessons, by id (only those that have one): one
 * BatchGetItem of that attribute per 100 lessons. The export index does not
 * copy it, as a GSI's projection cannot change in place (docs/exports.md), so
 * the exports read it for the lessons that can have one (started, not canceled).
 */
export async function attendanceOf(lessonIds: readonly string[]): Promise<Map<string, Attendance>> {
  if (lessonIds.length === 0) return new Map();
  const items = await batchGetItems(lessonIds.map(lessonKeys.primary), { attributes: ['id', 'attendance'] });
  return new Map(
    items.flatMap((stored) => {
      const { id, attendance } = stored as { id: string; attendance?: Attendance };
      return attendance ? [[id, attendance] as const] : [];
    }),
  );
}

import type { TableQuery } from '../platform/table/table-query';
import type { TableItem } from '../platform/table/table-item';

/**
 * What a reader's copy of an event says about a student, so that it can be
 * found again when the child moves to another family or is deleted (UK GDPR:
 * nothing about the child stays with the previous family, nothing is left
 * behind after a deletion).
 *
 * Activity items, bell notifications and outbox messages that concern
 * students carry `studentIds`. Those about exactly one student (every
 * activity event, every message but a family's weekly digest of several
 * children) are also indexed on GSI3 `STUDENT_TRACES#<studentId>` with the
 * item's own `PK#SK` as sort key, so one Query finds every copy in every
 * reader's partition (staff's `ACTIVITY#ALL` included) without reading those
 * partitions. A digest about several children is found by its family's
 * partition, filtered on `studentIds` (a family's 90 days of notifications).
 */
export const studentTracePartition = (studentId: string) => `STUDENT_TRACES#${studentId}`;

/** The attributes an item about `studentIds` carries (nothing when it concerns no student). */
export function studentTraceAttributes(
  studentIds: readonly string[] | undefined,
  key: { PK: string; SK: string },
): Record<string, unknown> {
  const ids = [...new Set(studentIds ?? [])];
  if (ids.length === 0) return {};
  return {
    studentIds: ids,
    ...(ids.length === 1 ? { GSI3PK: studentTracePartition(ids[0]!), GSI3SK: `${key.PK}#${key.SK}` } : {}),
  };
}

/** Every indexed copy about the student, in every reader's partition (keys and entity only). */
export const studentTracesQuery = (studentId: string): TableQuery => ({
  index: 'GSI3',
  partition: studentTracePartition(studentId),
  attributes: ['PK', 'SK', 'entity', 'id'],
});

/** The items of one reader's partition (a family's activity or bell) that mention the student. */
export const partitionTracesQuery = (partition: string, studentId: string): TableQuery => ({
  partition,
  filter: { expression: 'contains(studentIds, :studentId)', values: { ':studentId': studentId } },
  attributes: ['PK', 'SK', 'entity', 'id'],
});

export const traceKey = (item: TableItem) => ({ PK: item.PK as string, SK: item.SK as string });

import { DeleteTransaction, Entity, QueryCommand, item, list, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

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
): { studentIds?: string[]; GSI3PK?: string; GSI3SK?: string } {
  const ids = [...new Set(studentIds ?? [])];
  if (ids.length === 0) return {};
  return {
    studentIds: ids,
    ...(ids.length === 1 ? { GSI3PK: studentTracePartition(ids[0]!), GSI3SK: `${key.PK}#${key.SK}` } : {}),
  };
}

/**
 * A copy about a student, whichever entity it is (activity, notification,
 * outbox message), read for what its removal needs: its key and its id. A
 * view of items the entities write; nothing is written through it.
 */
const StudentTraceView = new Entity({
  name: 'StudentTrace',
  table: schoolTable,
  timestamps: false,
  // Read across entities: the `entity` attribute of each copy is not this view's name.
  entityAttribute: false,
  schema: item({
    PK: string().key(),
    SK: string().key(),
    id: string().optional(),
    studentIds: list(string()).optional(),
  }),
});

export interface StudentTrace {
  PK: string;
  SK: string;
  /** The id a bell notification's unread set holds. */
  id?: string;
}

const traceAttributes: ['PK', 'SK', 'id'] = ['PK', 'SK', 'id'];

/** Every indexed copy about the student, in every reader's partition, a page at a time. */
export async function* studentTracePages(studentId: string): AsyncGenerator<StudentTrace[]> {
  const pages = schoolTable
    .build(QueryCommand)
    .entities(StudentTraceView)
    .query({ index: 'GSI3', partition: studentTracePartition(studentId) })
    .options({ attributes: traceAttributes })
    .paginate();
  for await (const page of pages) yield page.Items ?? [];
}

/** The items of one reader's partition (a family's activity or bell) that mention the student. */
export async function partitionTracesOf(partition: string, studentId: string): Promise<StudentTrace[]> {
  const pages = schoolTable
    .build(QueryCommand)
    .entities(StudentTraceView)
    .query({ partition })
    .options({
      attributes: traceAttributes,
      filters: { StudentTrace: { attr: 'studentIds', contains: studentId } },
    })
    .paginate();
  const traces: StudentTrace[] = [];
  for await (const page of pages) traces.push(...(page.Items ?? []));
  return traces;
}

/** Deletes the copy (already gone is no error: a removal is retried until it finishes). */
export function traceDeletion({ PK, SK }: StudentTrace): EntityWrite {
  return StudentTraceView.build(DeleteTransaction).key({ PK, SK });
}

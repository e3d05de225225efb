import { Entity, QueryCommand, item, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { TableKey } from '../platform/table/table-item';
import { studentKeys } from './student-entity';

/**
 * Any item of a student's partition (the student, its topic progress, notes
 * and history), read for its key alone: deleting or erasing a student deletes
 * them by key. A view of items other entities write; nothing is written
 * through it.
 */
const StudentPartitionEntry = new Entity({
  name: 'StudentPartitionEntry',
  table: schoolTable,
  timestamps: false,
  // Read across entities: the `entity` attribute of each item is not this view's name.
  entityAttribute: false,
  schema: item({ PK: string().key(), SK: string().key() }),
});

/** The keys of everything in the student's partition, a page at a time (the student item's among them). */
export async function* studentPartitionKeyPages(studentId: string): AsyncGenerator<TableKey[]> {
  const pages = schoolTable
    .build(QueryCommand)
    .entities(StudentPartitionEntry)
    .query({ partition: studentKeys.partition(studentId) })
    .options({ attributes: ['PK', 'SK'] })
    .paginate();
  for await (const page of pages) yield page.Items ?? [];
}

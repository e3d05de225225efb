import { curriculumProgressQuery } from '../entities/progress-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentProgressUncounted } from '../entities/student-entity';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { queryPages } from '../platform/table/query-items';
import { updateExisting } from '../platform/table/write-item';
import { writeTransaction } from '../platform/table/write-transaction';

/**
 * Removes every progress record, note and history entry on a subject, or on
 * one unit or topic of it (`scopePrefix` = `unitId#` or `unitId#topicId#`),
 * found through GSI2. The students' and the school's update counters drop by
 * the history entries removed, so the dashboard stays exact.
 */
export async function removeCurriculumProgress(subjectId: string, scopePrefix?: string): Promise<void> {
  const removedChanges = new Map<string, number>();
  for await (const items of queryPages(curriculumProgressQuery(subjectId, scopePrefix))) {
    for (const item of items) {
      if (item.entity === 'StatusChange') {
        removedChanges.set(item.studentId as string, (removedChanges.get(item.studentId as string) ?? 0) + 1);
      }
    }
    await batchDeleteKeys(items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
  }
  await lowerUpdateCounters(removedChanges);
}

async function lowerUpdateCounters(removedChanges: Map<string, number>): Promise<void> {
  const total = [...removedChanges.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return;
  await writeTransaction([counterDeltas({ progressUpdates: -total })]);
  // A student deleted meanwhile took its own count with it.
  for (const [studentId, count] of removedChanges)
    await updateExisting(studentProgressUncounted(studentId, count));
}

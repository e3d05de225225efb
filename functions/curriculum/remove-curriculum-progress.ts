import { curriculumProgressPages } from '../entities/progress-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { uncountStudentProgress } from '../entities/student-entity';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { writeTransaction } from '../platform/table/write-transaction';

/**
 * Removes every progress record, note and history entry on a subject, or on
 * one unit or topic of it (`scopePrefix` = `unitId#` or `unitId#topicId#`),
 * found through GSI2. The students' and the school's update counters drop by
 * the history entries removed, so the dashboard stays exact.
 */
export async function removeCurriculumProgress(subjectId: string, scopePrefix?: string): Promise<void> {
  const removedChanges = new Map<string, number>();
  for await (const items of curriculumProgressPages(subjectId, scopePrefix)) {
    for (const { studentId, isStatusChange } of items)
      if (isStatusChange) removedChanges.set(studentId, (removedChanges.get(studentId) ?? 0) + 1);
    await batchDeleteKeys(items.map((item) => item.key));
  }
  await lowerUpdateCounters(removedChanges);
}

async function lowerUpdateCounters(removedChanges: Map<string, number>): Promise<void> {
  const total = [...removedChanges.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return;
  await writeTransaction([counterDeltas({ progressUpdates: -total })]);
  // A student deleted meanwhile took its own count with it.
  for (const [studentId, count] of removedChanges) await uncountStudentProgress(studentId, count);
}

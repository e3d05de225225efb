import { getItem } from '../platform/table/get-item';
import { addDeltas, type TableWrite } from '../platform/table/table-write';

/**
 * One item holds the school's totals. Every write that creates or removes a
 * counted thing adds its delta in the same transaction, so the dashboard reads
 * one item instead of counting lists, and the numbers are exact.
 */
export const schoolCountersKey = { PK: 'SCHOOL', SK: 'COUNTERS' };

export type CounterName = 'students' | 'users' | 'subjects' | 'progressUpdates' | 'superAdmins';

export type SchoolCounters = Record<CounterName, number>;

/** A transaction write that adds each delta (negative to subtract). */
export function counterDeltas(
  deltas: Partial<SchoolCounters>,
  condition?: { atLeast: Partial<SchoolCounters> },
): TableWrite {
  const entries = Object.entries(deltas).filter(([, delta]) => delta !== 0) as [CounterName, number][];
  const update = addDeltas(schoolCountersKey, entries);
  const minimums = Object.entries(condition?.atLeast ?? {}) as [CounterName, number][];
  const conditions = minimums.map((_, index) => `#m${index} >= :m${index}`);
  return {
    Update: {
      ...update,
      ExpressionAttributeNames: {
        ...update.ExpressionAttributeNames,
        ...Object.fromEntries(minimums.map(([name], index) => [`#m${index}`, name])),
      },
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ...Object.fromEntries(minimums.map(([, minimum], index) => [`:m${index}`, minimum])),
      },
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
    },
  };
}

export async function readSchoolCounters(): Promise<SchoolCounters> {
  const item = (await getItem(schoolCountersKey)) ?? {};
  const read = (name: CounterName) => Math.max(0, Number(item[name] ?? 0));
  return {
    students: read('students'),
    users: read('users'),
    subjects: read('subjects'),
    progressUpdates: read('progressUpdates'),
    superAdmins: read('superAdmins'),
  };
}

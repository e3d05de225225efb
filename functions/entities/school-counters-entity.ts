import {
  $add,
  Entity,
  GetItemCommand,
  UpdateTransaction,
  item,
  number,
  type Condition,
} from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * One item holds the school's totals. Every write that creates or removes a
 * counted thing adds its delta in the same transaction, so the dashboard reads
 * one item instead of counting lists, and the numbers are exact.
 */
export const schoolCountersKey = { PK: 'SCHOOL', SK: 'COUNTERS' };

export const SchoolCountersEntity = new Entity({
  name: 'SchoolCounters',
  table: schoolTable,
  timestamps: false,
  // The item is written only by ADD updates, which have never stored an `entity` attribute.
  entityAttribute: false,
  schema: item({
    students: number().optional(),
    users: number().optional(),
    subjects: number().optional(),
    progressUpdates: number().optional(),
    superAdmins: number().optional(),
  }),
  computeKey: () => schoolCountersKey,
});

export type CounterName = 'students' | 'users' | 'subjects' | 'progressUpdates' | 'superAdmins';

export type SchoolCounters = Record<CounterName, number>;

type CounterCondition = Condition<typeof SchoolCountersEntity>;

/** A transaction write that adds each delta (negative to subtract), held to each `atLeast` minimum. */
export function counterDeltas(
  deltas: Partial<SchoolCounters>,
  condition?: { atLeast: Partial<SchoolCounters> },
): EntityWrite {
  const changes = Object.fromEntries(
    Object.entries(deltas)
      .filter(([, delta]) => delta !== 0)
      .map(([name, delta]) => [name, $add(delta)]),
  );
  // The library types a condition per attribute: a counter named only at run time needs the union's cast.
  const minimums = Object.entries(condition?.atLeast ?? {}).map(
    ([attr, gte]) => ({ attr, gte }) as CounterCondition,
  );
  const update = SchoolCountersEntity.build(UpdateTransaction).item(changes);
  return minimums.length ? update.options({ condition: { and: minimums } }) : update;
}

export async function readSchoolCounters(): Promise<SchoolCounters> {
  const { Item: item = {} } = await SchoolCountersEntity.build(GetItemCommand).key({}).send();
  const read = (name: CounterName) => Math.max(0, item[name] ?? 0);
  return {
    students: read('students'),
    users: read('users'),
    subjects: read('subjects'),
    progressUpdates: read('progressUpdates'),
    superAdmins: read('superAdmins'),
  };
}

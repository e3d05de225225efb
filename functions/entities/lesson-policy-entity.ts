import { Entity, GetItemCommand, PutTransaction, item, list, map, number, string } from 'dynamodb-toolbox';
import { attendanceValues } from '../../shared/lessons/lesson-attendance';
import { lessonTimezones } from '../../shared/lesson-time';
import {
  defaultLessonPolicy,
  lateCancellationCharges,
  type LessonPolicy,
} from '../../shared/schemas/lesson-policy-schemas';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * The school's lesson policy (docs/lesson-policy.md#the-policy): one item
 * beside the invoice and reminder settings; a school that never saved one
 * has the defaults.
 */
export const LessonPolicyEntity = new Entity({
  name: 'LessonPolicy',
  table: schoolTable,
  timestamps: false,
  schema: item({
    noticeHours: number(),
    lateCancellation: map({
      charge: string().enum(...lateCancellationCharges),
      percent: number().optional(),
    }),
    billableAttendance: list(string().enum(...attendanceValues)),
    makeUpExpiryDays: number(),
    defaultTimezone: string().enum(...lessonTimezones),
    updatedAt: string(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'LESSON_POLICY' }),
});

/** The policy as it now is, for the transaction that records the change with its audit entry. */
export function lessonPolicyPut(policy: LessonPolicy, updatedAt: string): EntityWrite {
  return LessonPolicyEntity.build(PutTransaction).item({ ...policy, updatedAt });
}

export async function readLessonPolicy(): Promise<LessonPolicy> {
  const { Item } = await LessonPolicyEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  if (!Item) return defaultLessonPolicy;
  const { updatedAt: _updatedAt, lateCancellation, ...rest } = Item;
  return {
    ...rest,
    lateCancellation:
      lateCancellation.charge === 'percent'
        ? { charge: 'percent', percent: lateCancellation.percent }
        : { charge: lateCancellation.charge },
  };
}

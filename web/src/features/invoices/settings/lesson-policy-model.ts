import type { Attendance } from '../../../../../shared/lessons/lesson-attendance';
import type { LessonTimezone } from '../../../../../shared/lesson-time';
import {
  lessonPolicySchema,
  type LessonPolicy,
  type lateCancellationCharges,
} from '../../../../../shared/schemas/lesson-policy-schemas';

/** The lesson policy form's boxes, as typed (numbers as text until checked). */
export interface LessonPolicyForm {
  noticeHours: string;
  charge: (typeof lateCancellationCharges)[number];
  percent: string;
  billableAttendance: Attendance[];
  makeUpExpiryDays: string;
  defaultTimezone: LessonTimezone;
}

export function policyFormFrom(policy: LessonPolicy): LessonPolicyForm {
  return {
    noticeHours: String(policy.noticeHours),
    charge: policy.lateCancellation.charge,
    percent: 'percent' in policy.lateCancellation ? String(policy.lateCancellation.percent ?? '') : '',
    billableAttendance: [...policy.billableAttendance],
    makeUpExpiryDays: String(policy.makeUpExpiryDays),
    defaultTimezone: policy.defaultTimezone,
  };
}

const numberOrText = (value: string) => (value.trim() === '' ? undefined : Number(value));

type FieldOf = Record<string, keyof LessonPolicyForm>;
const fieldOf: FieldOf = {
  noticeHours: 'noticeHours',
  lateCancellation: 'charge',
  billableAttendance: 'billableAttendance',
  makeUpExpiryDays: 'makeUpExpiryDays',
  defaultTimezone: 'defaultTimezone',
};

/** The boxes checked by the schema the server applies: the policy to send, or each box's first message. */
export function parsePolicyForm(
  values: LessonPolicyForm,
):
  { policy: LessonPolicy; errors?: undefined } | { errors: Partial<Record<keyof LessonPolicyForm, string>> } {
  const result = lessonPolicySchema.safeParse({
    noticeHours: numberOrText(values.noticeHours),
    lateCancellation: {
      charge: values.charge,
      ...(values.charge === 'percent' ? { percent: numberOrText(values.percent) } : {}),
    },
    billableAttendance: values.billableAttendance,
    makeUpExpiryDays: numberOrText(values.makeUpExpiryDays),
    defaultTimezone: values.defaultTimezone,
  });
  if (result.success) return { policy: result.data };
  const errors: Partial<Record<keyof LessonPolicyForm, string>> = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    const field = first === 'lateCancellation' && second === 'percent' ? 'percent' : fieldOf[first ?? ''];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

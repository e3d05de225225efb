import type { RouteTable } from '../../shared/routes/route-table';
import { lessonPolicyPut, readLessonPolicy } from '../entities/lesson-policy-entity';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';

export const getLessonPolicy: RouteService<RouteTable['lessons.policy']> = async () => ({
  data: await readLessonPolicy(),
});

/** The whole policy at once, with its audit entry in the same transaction (docs/lesson-policy.md#the-policy). */
export const updateLessonPolicy: RouteService<RouteTable['lessons.updatePolicy']> = async ({
  body,
  principal,
  requestId,
}) => {
  const before = await readLessonPolicy();
  await writeTransaction([
    lessonPolicyPut(body, new Date().toISOString()),
    auditPut({
      principal,
      action: 'settings.lessonPolicy',
      target: { type: 'settings', id: 'lesson-policy' },
      before,
      after: body,
      requestId,
    }),
  ]);
  return { data: body, message: 'Lesson policy saved' };
};

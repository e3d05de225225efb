import type { RouteTable } from '../../shared/routes/route-table';
import { auditPut } from '../shared-domains/audit/audit-put';
import { readRetentionSettings, retentionSettingsPut } from '../entities/retention-settings-entity';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';

export const retentionSettings: RouteService<RouteTable['users.retentionSettings']> = async () => ({
  data: await readRetentionSettings(),
});

/** The next daily retention run applies it, to items already stored too (it deletes by their time). */
export const updateRetentionSettings: RouteService<RouteTable['users.updateRetentionSettings']> = async ({
  body,
  principal,
  requestId,
}) => {
  const before = await readRetentionSettings();
  await writeTransaction([
    retentionSettingsPut(body, new Date().toISOString()),
    auditPut({
      principal,
      action: 'settings.retention',
      target: { type: 'settings', id: 'retention' },
      before: { ...before },
      after: { ...body },
      requestId,
    }),
  ]);
  return { data: body, message: 'Retention settings saved' };
};

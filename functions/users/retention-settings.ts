import type { RouteTable } from '../../shared/routes/route-table';
import { readRetentionSettings, retentionSettingsItem } from '../lib/entities/retention-settings-entity';
import type { RouteService } from '../lib/route-service';
import { putItem } from '../lib/table/write-item';

export const retentionSettings: RouteService<RouteTable['users.retentionSettings']> = async () => ({
  data: await readRetentionSettings(),
});

/** The next daily retention run applies it, to items already stored too (it deletes by their time). */
export const updateRetentionSettings: RouteService<RouteTable['users.updateRetentionSettings']> = async ({
  body,
}) => {
  await putItem({ Item: retentionSettingsItem(body, new Date().toISOString()) });
  return { data: body, message: 'Retention settings saved' };
};

import { buildOpenApiDocument } from '../../shared/routes/openapi-document';
import type { RouteTable } from '../../shared/routes/route-table';
import { getItem } from '../lib/table/get-item';
import type { RouteService } from '../lib/route-service';

/** A read of a key that never exists: proves the table answers without touching any data. */
export const health: RouteService<RouteTable['system.health']> = async () => {
  await getItem({ PK: 'HEALTH', SK: 'HEALTH' });
  return { data: { status: 'ok' } };
};

let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApi: RouteService<RouteTable['system.openapi']> = async () => {
  openApiDocument ??= buildOpenApiDocument();
  return { data: openApiDocument };
};

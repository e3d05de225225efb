import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { buildOpenApiDocument } from '../../shared/routes/openapi-document';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';

/** A read of a key that never exists: proves the table answers without touching any data. */
export const health: RouteService<RouteTable['system.health']> = async () => {
  await dynamo().send(new GetCommand({ TableName: tableName(), Key: { PK: 'HEALTH', SK: 'HEALTH' } }));
  return { data: { status: 'ok' } };
};

let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApi: RouteService<RouteTable['system.openapi']> = async () => {
  openApiDocument ??= buildOpenApiDocument();
  return { data: openApiDocument };
};

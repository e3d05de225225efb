import { buildOpenApiDocument } from '../../shared/routes/openapi-document';
import type { RouteTable } from '../../shared/routes/route-table';
import { serviceUnavailable } from '../platform/http-errors';
import { logger } from '../platform/logger';
import type { RouteService } from '../platform/route-service';
import { dynamoRequestTimeoutMs, environmentVariableNames } from '../platform/runtime-config';
import { getItem } from '../platform/table/get-item';

/** A monitor polling health costs at most one read per function instance in this long. */
const checkStandsForMs = 2_000;

let lastCheck: { table: string; at: number; answering: Promise<boolean> } | undefined;

/** The table a check stands for: a local runtime started again in one process may read another. */
const checkedTable = () =>
  `${process.env.AWS_ENDPOINT_URL_DYNAMODB ?? ''} ${process.env[environmentVariableNames.tableName] ?? ''}`;

/** A read of a key that never exists: proves the table answers without touching any data. */
function databaseAnswers(): Promise<boolean> {
  const table = checkedTable();
  if (lastCheck?.table !== table || Date.now() - lastCheck.at > checkStandsForMs) {
    // One call's bound (3 s in AWS), retries included: health says "not answering" within it.
    const answering = getItem({ PK: 'HEALTH', SK: 'HEALTH' }, { timeoutMs: dynamoRequestTimeoutMs() }).then(
      () => true,
      (error: unknown) => {
        logger.warn('the table does not answer', { error: (error as Error | undefined)?.message });
        return false;
      },
    );
    lastCheck = { table, at: Date.now(), answering };
  }
  return lastCheck.answering;
}

/** 200 while the table answers, else 503 with the message every route gives during an outage. */
export const health: RouteService<RouteTable['system.health']> = async () => {
  if (!(await databaseAnswers())) throw serviceUnavailable();
  return { data: { status: 'ok' } };
};

let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApi: RouteService<RouteTable['system.openapi']> = async () => {
  openApiDocument ??= buildOpenApiDocument();
  return { data: openApiDocument };
};

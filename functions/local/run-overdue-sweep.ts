import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { environmentVariableNames } from '../platform/runtime-config';
import { dataFolderOwner } from './data-folder-owner';
import { localRegion, localTableName, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { dataFolderCredentials } from './local-access-key';
import { provisionTable } from './provision-table';
import { backfillExportIndexOnce } from './backfill-export-index-once';

/**
 * `npm run sweep`: runs the overdue sweep once against the local data folder
 * (DATA_DIR, `.data/` by default), through the same handler the daily
 * schedule invokes in AWS. Only one process may open the folder's database:
 * when `npm start` is running on it, the sweep goes through that runtime's
 * DynamoDB Local; otherwise it starts DynamoDB Local on the folder for the
 * length of the run.
 */
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const waitForStartingRuntimeMs = 30_000;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The endpoint of a DynamoDB Local already serving `dataDir`, if any. A
 * runtime that is still starting has written its pid but not yet its
 * endpoint: wait for it rather than start a second database on the folder
 * (starting one would end the runtime's as an orphan).
 */
async function runningEndpoint(dataDir: string): Promise<string | undefined> {
  const deadline = Date.now() + waitForStartingRuntimeMs;
  for (;;) {
    const owner = await dataFolderOwner(dataDir);
    if (!owner || owner.endpoint) return owner?.endpoint;
    if (Date.now() > deadline)
      throw new Error(
        `DynamoDB Local (pid ${owner.pid}) holds ${dataDir} but does not say where it listens; stop it and try again`,
      );
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  if (!existsSync(join(dataDir, 'dynamodb')))
    throw new Error(`No local data in ${dataDir}: run npm start first, or set DATA_DIR`);

  let ownDynamoDb: DynamoDbLocal | undefined;
  try {
    let endpoint = await runningEndpoint(dataDir);
    if (endpoint) {
      print(`Using the running DynamoDB Local at ${endpoint}`);
    } else {
      ownDynamoDb = await startDynamoDbLocal(dataDir);
      endpoint = ownDynamoDb.endpoint;
    }
    Object.assign(process.env, {
      AWS_REGION: localRegion,
      // The folder's own database (local-access-key.ts), whether the runtime or this script opened it.
      AWS_ACCESS_KEY_ID: dataFolderCredentials(dataDir).accessKeyId,
      AWS_SECRET_ACCESS_KEY: dataFolderCredentials(dataDir).secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      [environmentVariableNames.tableName]: localTableName,
      // The job's heartbeat is for CloudWatch; here it would print a metric blob.
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
    const client = new DynamoDBClient({});
    await provisionTable(client, localTableName);
    client.destroy();
    await backfillExportIndexOnce();

    // Imported only now: the SDK reads the endpoint when the handler creates its client.
    const { handler } = await import('../jobs/overdue-sweep');
    const { checked, markedOverdue } = await handler();
    print(
      `Overdue sweep: ${plural(checked, 'sent invoice', 'sent invoices')} past due, ${markedOverdue} marked overdue`,
    );
  } finally {
    await ownDynamoDb?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

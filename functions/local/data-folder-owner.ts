import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { endpointFileOf, localRegion } from './dynamodb-local';
import { dataFolderCredentials, type LocalCredentials } from './local-access-key';

/**
 * Who has a data folder's database open. Only one DynamoDB Local may open a
 * folder, and starting a second would end the first as an orphan
 * (dynamodb-local.ts), so `npm run sweep` uses the running one and
 * `npm run demo` refuses. Read from the endpoint file a runtime writes once
 * its database answers, and the pid file it writes before that.
 */
export interface DataFolderOwner {
  pid?: number;
  /** Set once the owner's DynamoDB Local answers; a pid alone is a runtime still starting. */
  endpoint?: string;
}

async function answers(endpoint: string, credentials: LocalCredentials): Promise<boolean> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials });
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function dataFolderOwner(dataDir: string): Promise<DataFolderOwner | undefined> {
  const endpointFile = endpointFileOf(dataDir);
  const endpoint = existsSync(endpointFile) ? readFileSync(endpointFile, 'utf8').trim() : '';
  const pidFile = join(dataDir, 'dynamodb.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (endpoint && (await answers(endpoint, dataFolderCredentials(dataDir))))
    return { endpoint, ...(pid > 0 ? { pid } : {}) };
  // A pid without a live endpoint is a runtime still starting, or an orphan a new start would end anyway.
  return pid > 0 && !endpoint && alive(pid) ? { pid } : undefined;
}

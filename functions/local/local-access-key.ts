import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What an in-memory DynamoDB Local (the tests', the bench's baseline) is reached with: it holds nothing to keep. */
export const inMemoryCredentials: LocalCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function accessKeyFileOf(dataDir: string): string {
  return join(dataDir, 'dynamodb-access-key');
}

/**
 * The access key of a data folder's database. DynamoDB Local listens on every interface and checks no
 * signature, but without -sharedDb it keeps one database per access key id and region: a random key kept
 * (0600) in the data folder keeps anyone else who can reach the port out of the school's records (issue 14).
 * Made once, on the first start; every process that opens the folder's database (the runtime,
 * `npm run sweep`, the scale generator) reads it here.
 */
export function dataFolderCredentials(dataDir: string): LocalCredentials {
  const file = accessKeyFileOf(dataDir);
  if (!existsSync(file)) {
    // DynamoDB Local names its database file after the key: letters and digits only.
    const accessKeyId = `school${randomBytes(12).toString('hex')}`;
    writeFileSync(file, `${accessKeyId}\n`, { mode: 0o600 });
  }
  const accessKeyId = readFileSync(file, 'utf8').trim();
  return { accessKeyId, secretAccessKey: accessKeyId };
}

/**
 * A database made before the runtime stopped using -sharedDb lives in `shared-local-instance.db`; it becomes
 * the key's own database (`<key>_<region>.db`) so no school's records are left behind by the change.
 */
export function adoptSharedDatabase(dbPath: string, credentials: LocalCredentials, region: string): void {
  const shared = join(dbPath, 'shared-local-instance.db');
  const own = join(dbPath, `${credentials.accessKeyId}_${region}.db`);
  if (existsSync(shared) && !existsSync(own)) renameSync(shared, own);
}

/** The credentials of a runtime's servers: the data folder's own, or the in-memory ones. */
export function credentialsFor(dataDir: string | undefined): LocalCredentials {
  return dataDir ? dataFolderCredentials(dataDir) : inMemoryCredentials;
}

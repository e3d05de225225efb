import S3rver from 's3rver';
import S3rverAccount from 's3rver/lib/models/account.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';
import type { LocalCredentials } from './local-access-key';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts the S3-compatible server in this process, keeping objects under `<dataDir>/s3`. s3rver checks the
 * access key and signature of every request against its own accounts: the runtime's key (the one its
 * DynamoDB Local database is opened with, local-access-key.ts) is registered with it, so one key serves both.
 */
export async function startS3Local(
  dataDir: string,
  bucketName: string,
  credentials: LocalCredentials,
): Promise<S3Local> {
  S3rverAccount.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucketName }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

import S3rver from 's3rver';
import S3rverAccount from 's3rver/lib/models/account.js';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalCredentials } from './local-access-key';

export interface S3Local {
  /** The Unix socket s3rver listens on: the S3 client connects here (functions/platform/s3-client.ts). */
  socketPath: string;
  stop(): Promise<void>;
}

/**
 * A Unix socket's path may be about 100 bytes at most (107 on Linux, 103 on macOS): a data folder with a
 * longer path gets its socket in a private (0700) folder of its own under the system's temporary folder.
 */
const longestSocketPath = 100;

function socketPathFor(dataDir: string): { socketPath: string; ownFolder?: string } {
  const inDataFolder = join(dataDir, 's3.sock');
  if (Buffer.byteLength(inDataFolder) <= longestSocketPath) return { socketPath: inDataFolder };
  const ownFolder = mkdtempSync(join(tmpdir(), 'school-s3-'));
  return { socketPath: join(ownFolder, 's3.sock'), ownFolder };
}

/**
 * Starts the S3-compatible server in this process, keeping objects under `<dataDir>/s3`. s3rver answers
 * unsigned requests and checks no SigV4 signature, so it listens on no TCP port: its Unix socket lies in
 * the data folder (0700), which only the account that runs the school may open, so nobody else on the
 * machine can list, read or replace an invoice PDF. s3rver still refuses an access key it does not know:
 * the runtime's (the one its DynamoDB Local database is opened with, local-access-key.ts) is registered.
 */
export async function startS3Local(
  dataDir: string,
  bucketName: string,
  credentials: LocalCredentials,
): Promise<S3Local> {
  S3rverAccount.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const { socketPath, ownFolder } = socketPathFor(dataDir);
  // Left behind by a runtime that was killed: listening on the path needs it gone.
  rmSync(socketPath, { force: true });
  const server = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucketName }] });
  await server.configureBuckets();
  const httpServer = await server.listen(socketPath);
  return {
    socketPath,
    stop: async () => {
      // The S3 client keeps its connections open: close waits for none of them.
      httpServer.closeAllConnections();
      await new Promise((resolveClose) => httpServer.close(resolveClose));
      rmSync(ownFolder ?? socketPath, { recursive: true, force: true });
    },
  };
}

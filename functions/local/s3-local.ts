import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the S3-compatible server in this process, keeping objects under `<dataDir>/s3`. */
export async function startS3Local(dataDir: string, bucketName: string): Promise<S3Local> {
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

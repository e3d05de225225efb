import { Agent } from 'node:http';
import { createConnection, type Socket } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';
import { madePerTarget } from './made-per-target';

/**
 * On one machine the S3 stand-in listens on a Unix socket in the private data folder, never on a TCP port
 * that any account on the machine could reach (functions/local/s3-local.ts): the local runtime sets this
 * variable to the socket's path. Never set in AWS.
 */
export const localS3SocketVariable = 'LOCAL_S3_SOCKET';

/** An HTTP agent whose every connection goes to one Unix socket, whatever host the URL names. */
class UnixSocketAgent extends Agent {
  constructor(private readonly socketPath: string) {
    super({ keepAlive: true });
  }

  override createConnection(): Socket {
    return createConnection({ path: this.socketPath });
  }
}

/**
 * The one S3 client of a function instance (of each stand-in, locally: made-per-target.ts).
 * Path-style addressing keeps the local S3-compatible server reachable; the SDK reads
 * `AWS_ENDPOINT_URL_S3`.
 */
export const s3: () => S3Client = madePerTarget(
  () => `${process.env.AWS_ENDPOINT_URL_S3 ?? ''} ${process.env[localS3SocketVariable] ?? ''}`,
  () => {
    const socketPath = process.env[localS3SocketVariable];
    return new S3Client({
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
      ...(socketPath ? { requestHandler: { httpAgent: new UnixSocketAgent(socketPath) } } : {}),
    });
  },
);

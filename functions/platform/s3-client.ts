import { Agent } from 'node:http';
import { createConnection, type Socket } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';

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

let s3Client: { target: string; client: S3Client } | undefined;

/**
 * The one S3 client of a function instance. Path-style addressing keeps the
 * local S3-compatible server reachable; the SDK reads `AWS_ENDPOINT_URL_S3`.
 * In a Lambda function the target never changes; the local runtime can be
 * started again in one process (the tests do) on another socket, which the
 * previous client would not reach.
 */
export function s3(): S3Client {
  const socketPath = process.env[localS3SocketVariable];
  const target = `${process.env.AWS_ENDPOINT_URL_S3 ?? ''} ${socketPath ?? ''}`;
  if (s3Client?.target === target) return s3Client.client;
  const client = new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    ...(socketPath ? { requestHandler: { httpAgent: new UnixSocketAgent(socketPath) } } : {}),
  });
  s3Client = { target, client };
  return client;
}

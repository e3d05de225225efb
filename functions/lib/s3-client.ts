import { S3Client } from '@aws-sdk/client-s3';

let s3Client: S3Client | undefined;

/**
 * The one S3 client of a function instance. Path-style addressing keeps the
 * local S3-compatible server reachable; the SDK reads `AWS_ENDPOINT_URL_S3`.
 */
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
  return s3Client;
}

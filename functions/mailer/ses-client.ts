import { SESv2Client } from '@aws-sdk/client-sesv2';

let sesClient: SESv2Client | undefined;

/**
 * The one SES client of a function instance, created on first use so the
 * local runtime can point it at the emulator first: the SDK reads
 * `AWS_ENDPOINT_URL_SESV2` itself, as the DynamoDB and S3 clients read theirs.
 */
export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({});
  return sesClient;
}

import { SESv2Client } from '@aws-sdk/client-sesv2';
import { madePerTarget } from '../platform/made-per-target';

/**
 * The one SES client of a function instance (of each emulator, locally), created on first use so the
 * local runtime can point it at the emulator first: the SDK reads `AWS_ENDPOINT_URL_SESV2` itself, as
 * the DynamoDB and S3 clients read theirs.
 */
export const ses: () => SESv2Client = madePerTarget(
  () => process.env.AWS_ENDPOINT_URL_SESV2 ?? '',
  () => new SESv2Client({}),
);

import { GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { logger } from './logger';
import { runsOnOneMachine } from './local-stand-ins';

/** Environment variable: the SES identity emails are sent from (a domain or an address), set by the CDK app. */
export const mailIdentityVariable = 'MAIL_IDENTITY';

export interface EmailIdentityStatus {
  /** The identity SES checks (a domain or an address); absent when none is configured. */
  identity?: string;
  /** Whether SES lets the school send from it now. */
  verified: boolean;
  /** SES's word for it ('SUCCESS', 'PENDING', …), or what stands in for it on this machine. */
  status: string;
}

let client: SESv2Client | undefined;

/**
 * Whether SES may send from the school's identity: GetEmailIdentity's
 * VerifiedForSendingStatus in AWS; the local SES stand-in sends everything,
 * so on one machine it is always verified. An identity SES cannot be asked
 * about reads as unverified, with the reason logged.
 */
export async function emailIdentityStatus(): Promise<EmailIdentityStatus> {
  if (runsOnOneMachine())
    return { identity: 'local SES stand-in', verified: true, status: 'verified (local)' };
  const identity = process.env[mailIdentityVariable];
  if (!identity) return { verified: false, status: 'No sending identity is configured' };
  try {
    client ??= new SESv2Client({});
    const answer = await client.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    return {
      identity,
      verified: answer.VerifiedForSendingStatus === true,
      status: answer.VerificationStatus ?? (answer.VerifiedForSendingStatus ? 'SUCCESS' : 'PENDING'),
    };
  } catch (error) {
    logger.warn('the email identity could not be read', { error: String(error) });
    return { identity, verified: false, status: 'Could not be read' };
  }
}

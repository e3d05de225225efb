import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  loginAttemptKeys,
  loginAttemptSubject,
  takeLoginAttempt as takeAttemptWrite,
  type LinkRequestScope,
} from '../lib/entities/login-attempts-entity';
import { tooManyRequests } from '../lib/http-errors';
import { updateItem } from '../lib/table/write-item';
import { clientNetwork } from './client-network';

/**
 * Requests that email someone a link (forgot password, registration) are
 * counted like sign-in attempts (login-throttle.ts: fixed windows, one
 * conditional write per count, so parallel requests get no more than slow
 * ones), per email (nobody's mailbox is flooded) and per client (nobody
 * sprays the school's sender across many addresses). Unknown and known
 * emails count alike, so a 429 tells nothing about an account either.
 * Nothing is given back: a request that emailed a link was a success.
 */
const windowSeconds = 15 * 60;
export const linkRequestLimits: Readonly<Record<LinkRequestScope, number>> = {
  'link-email': 5,
  'link-client': 30,
};
const scopes = Object.keys(linkRequestLimits) as LinkRequestScope[];

const refused = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof ConditionalCheckFailedException;

export async function takeLinkRequest(email: string, client: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const network = clientNetwork(client);
  const windowStart = now - (now % windowSeconds);
  const outcomes = await Promise.allSettled(
    scopes.map((scope) =>
      updateItem(
        takeAttemptWrite(
          loginAttemptKeys.window(scope, loginAttemptSubject(scope, email, network), windowStart),
          linkRequestLimits[scope],
          windowStart + 2 * windowSeconds,
        ),
      ),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected' && !refused(outcome));
  if (failure) throw (failure as PromiseRejectedResult).reason;
  if (outcomes.some(refused))
    throw tooManyRequests(
      'Too many requests for this email or from this device. Please wait a few minutes and try again.',
      windowStart + windowSeconds - now,
    );
}

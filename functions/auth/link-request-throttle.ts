import { hashedSubject, loginAttemptSubject, type LinkRequestScope } from '../entities/login-attempts-entity';
import { tooManyRequests } from '../platform/http-errors';
import { takeAttempt } from '../shared-domains/accounts/throttle/attempt-windows';
import { clientNetwork } from './client-network';
import type { KnownDevice } from './device-cookie';
import { windowAt } from '../shared-domains/accounts/throttle/sliding-window';

/**
 * Requests that email someone a link (forgot password, registration) are
 * counted like sign-in attempts (login-throttle.ts: over a sliding window,
 * one conditional write per count, so parallel requests get no more than
 * slow ones), per email (nobody's mailbox is flooded) and per client
 * (nobody sprays the school's sender across many addresses). Unknown and
 * known emails count alike, so a 429 tells nothing about an account either.
 * Nothing is given back once served: a request that emailed a link was a success.
 * A request from a browser the account signed in from before (its device
 * cookie, device-cookie.ts) is counted per cookie alone, as strictly as one
 * email, so strangers' requests for the email never refuse the owner's.
 */
const windowSeconds = 15 * 60;
export const linkRequestLimits: Readonly<Record<LinkRequestScope, number>> = {
  'link-email': 5,
  'link-client': 30,
};
const scopes = Object.keys(linkRequestLimits) as LinkRequestScope[];

export async function takeLinkRequest(email: string, client: string, device?: KnownDevice): Promise<void> {
  const network = clientNetwork(client);
  const counts = device
    ? [
        {
          scope: 'link-device' as const,
          subject: hashedSubject(`${device.userId}\n${device.nonce}`),
          limit: linkRequestLimits['link-email'],
        },
      ]
    : scopes.map((scope) => ({
        scope,
        subject: loginAttemptSubject(scope, email, network),
        limit: linkRequestLimits[scope],
      }));
  const { refused, retryAfterSeconds } = await takeAttempt(
    counts,
    windowAt(Math.floor(Date.now() / 1000), windowSeconds),
  );
  if (refused.length > 0)
    throw tooManyRequests(
      'Too many requests for this email or from this device. Please wait a few minutes and try again.',
      retryAfterSeconds,
    );
}

import {
  emailPreferencesOf,
  noEmailChoices,
  unsubscribeScreenPath,
} from '../../shared/messages/email-preferences';
import { messageCategoryDescriptions } from '../../shared/messages/message-categories';
import type { RouteTable } from '../../shared/routes/route-table';
import { verifyUnsubscribeToken } from '../shared-domains/messaging/unsubscribe-token';
import { chooseEmailCategories } from '../entities/email-preferences-entity';
import { getUserById } from '../entities/user-entity';
import { badRequest, unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

const accountGone = () => unauthorized('Your account no longer exists. Please log in again.');

/** The signed-in account's email preferences: every category, on or off. */
export const emailPreferences: RouteService<RouteTable['users.emailPreferences']> = async ({ principal }) => {
  const user = await getUserById(principal.userId);
  if (!user) throw accountGone();
  return { data: emailPreferencesOf(user.emailChoices ?? noEmailChoices) };
};

/** Turns the categories given on or off for the signed-in account only (the body names no account). */
export const updateEmailPreferences: RouteService<RouteTable['users.updateEmailPreferences']> = async ({
  principal,
  body,
}) => {
  const { account: _alwaysSent, ...choices } = body;
  if (Object.keys(choices).length === 0) {
    const user = await getUserById(principal.userId);
    if (!user) throw accountGone();
    return { data: emailPreferencesOf(user.emailChoices ?? noEmailChoices) };
  }
  const saved = await chooseEmailCategories(principal.userId, choices);
  if (!saved) throw accountGone();
  return { data: emailPreferencesOf(saved), message: 'Email preferences saved' };
};

const invalidLink =
  'This unsubscribe link is not valid. Open the link from the email again, or sign in and choose your emails under Email preferences.';

/**
 * RFC 8058 one-click: the mail app (or the confirmation page) POSTs the link;
 * its signed token names the account and the category, which is turned off.
 * Doing it twice is harmless. Account emails cannot be turned off.
 */
export const unsubscribe: RouteService<RouteTable['users.unsubscribe']> = async ({ query }) => {
  const request = await verifyUnsubscribeToken(query.token);
  if (!request) throw badRequest(invalidLink);
  const { label, alwaysSent } = messageCategoryDescriptions[request.category];
  if (alwaysSent) throw badRequest('Account emails (invitations, password resets) cannot be turned off');
  // An account deleted since the email was sent gets no more email anyway: the answer is the same.
  await chooseEmailCategories(request.userId, { [request.category]: false });
  return {
    data: { category: request.category, label },
    message: `You will no longer get emails about: ${label}`,
  };
};

/** A browser opening the link is shown the page that asks first (a GET must not unsubscribe: link scanners open them). */
export const unsubscribePage: RouteService<RouteTable['users.unsubscribePage']> = async ({ query }) => ({
  data: {},
  redirectTo: `${unsubscribeScreenPath}?token=${encodeURIComponent(query.token)}`,
});

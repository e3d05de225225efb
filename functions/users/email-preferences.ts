import {
  emailPreferencesOf,
  noEmailChoices,
  unsubscribeScreenPath,
} from '../../shared/messages/email-preferences';
import {
  messageCategories,
  messageCategoryDescriptions,
  type MessageCategory,
} from '../../shared/messages/message-categories';
import { isEmailCategoryOffered } from '../../shared/messages/role-email-categories';
import type { Role } from '../../shared/roles';
import type { EmailChoices } from '../../shared/messages/email-preferences';
import type { RouteTable } from '../../shared/routes/route-table';
import { verifyUnsubscribeToken } from '../shared-domains/messaging/unsubscribe-token';
import { chooseEmailCategories } from '../entities/email-preferences-entity';
import { getUserById } from '../entities/user-entity';
import { badRequest, unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

const accountGone = () => unauthorized('Your account no longer exists. Please log in again.');

/** A category the account's role never receives reads as off, whatever was stored (issue 40). */
function preferencesFor(role: Role, choices: EmailChoices) {
  const preferences = emailPreferencesOf(choices);
  for (const category of messageCategories)
    if (!isEmailCategoryOffered(category, role)) preferences[category] = false;
  return preferences;
}

const staffOnlyMessage = (category: MessageCategory) =>
  `${messageCategoryDescriptions[category].label} go to the school's staff only`;

/** The signed-in account's email preferences: every category, on or off. */
export const emailPreferences: RouteService<RouteTable['users.emailPreferences']> = async ({ principal }) => {
  const user = await getUserById(principal.userId);
  if (!user) throw accountGone();
  return { data: preferencesFor(principal.role, user.emailChoices ?? noEmailChoices) };
};

/** Turns the categories given on or off for the signed-in account only (the body names no account). */
export const updateEmailPreferences: RouteService<RouteTable['users.updateEmailPreferences']> = async ({
  principal,
  body,
}) => {
  const { account: _alwaysSent, ...choices } = body;
  // Turning on a category the role never receives is refused; turning it off changes nothing anyone gets.
  const refused = Object.entries(choices)
    .filter(([, wanted]) => wanted === true)
    .map(([category]) => category as MessageCategory)
    .filter((category) => !isEmailCategoryOffered(category, principal.role));
  if (refused.length > 0)
    throw badRequest(
      staffOnlyMessage(refused[0]!),
      Object.fromEntries(refused.map((category) => [category, staffOnlyMessage(category)])),
    );
  if (Object.keys(choices).length === 0) {
    const user = await getUserById(principal.userId);
    if (!user) throw accountGone();
    return { data: preferencesFor(principal.role, user.emailChoices ?? noEmailChoices) };
  }
  const saved = await chooseEmailCategories(principal.userId, choices);
  if (!saved) throw accountGone();
  return { data: preferencesFor(principal.role, saved), message: 'Email preferences saved' };
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

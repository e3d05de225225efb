import { messageCategories, messageCategoryDescriptions, type MessageCategory } from './message-categories';

/**
 * What an account chose, as stored on its user item: the categories it turned
 * on and those it turned off. A category in neither follows its default
 * (`emailByDefault`), so a default changed later reaches every account that
 * never chose, and a new category needs no migration.
 */
export interface EmailChoices {
  on: readonly MessageCategory[];
  off: readonly MessageCategory[];
}

export const noEmailChoices: EmailChoices = { on: [], off: [] };

/** Whether an account with these choices gets this category's emails; account emails always go. */
export function wantsEmail(category: MessageCategory, choices: EmailChoices): boolean {
  const description = messageCategoryDescriptions[category];
  if (description.alwaysSent) return true;
  if (choices.off.includes(category)) return false;
  if (choices.on.includes(category)) return true;
  return description.emailByDefault;
}

/** Every category with whether the account gets it by email. */
export function emailPreferencesOf(choices: EmailChoices): Record<MessageCategory, boolean> {
  return Object.fromEntries(
    messageCategories.map((category) => [category, wantsEmail(category, choices)]),
  ) as Record<MessageCategory, boolean>;
}

/** The choices that give these preferences: every category that can be chosen, on or off. */
export function emailChoicesFrom(preferences: Partial<Record<MessageCategory, boolean>>): EmailChoices {
  const choosable = messageCategories.filter((category) => !messageCategoryDescriptions[category].alwaysSent);
  const chosen = choosable.filter((category) => preferences[category] !== undefined);
  return {
    on: chosen.filter((category) => preferences[category] === true),
    off: chosen.filter((category) => preferences[category] === false),
  };
}

/** The web app's screen where an account chooses its emails (linked from every email's footer). */
export const emailPreferencesScreenPath = '/dashboard/email-preferences';
/** The web app's page an unsubscribe link opens: it asks, then POSTs the one-click route. */
export const unsubscribeScreenPath = '/unsubscribe';
/** The API route (below `/api`) of the one-click unsubscribe (RFC 8058): POST turns off, GET sends the browser to the page. */
export const unsubscribeApiPath = '/email/unsubscribe';

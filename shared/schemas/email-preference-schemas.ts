import * as z from 'zod';
import { messageCategories, messageCategoryDescriptions } from '../messages/message-categories';

/** Every category with whether the account gets it by email (`account` is always true). */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(messageCategories.map((category) => [category, z.boolean()])) as {
    [Category in (typeof messageCategories)[number]]: z.ZodBoolean;
  },
);

export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/**
 * A change of preferences: any of the categories that can be turned off, each
 * true or false; unknown keys are refused, and so is turning off `account`.
 */
export const emailPreferencesUpdateSchema = z
  .strictObject(
    Object.fromEntries(
      messageCategories
        .filter((category) => !messageCategoryDescriptions[category].alwaysSent)
        .map((category) => [category, z.boolean({ error: `${category} must be true or false` }).optional()]),
    ) as Record<(typeof messageCategories)[number], z.ZodOptional<z.ZodBoolean>>,
    { error: 'Unknown email category' },
  )
  .extend({
    account: z
      .literal(true, { error: 'Account emails (invitations, password resets) cannot be turned off' })
      .optional(),
  });

/** An unsubscribe link's token: `<userId>.<category>.<signature>`, checked by the server. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token' })
    .min(1, 'The unsubscribe link has no token')
    .max(200, 'This unsubscribe link is not valid'),
});

export const unsubscribeResultSchema = z.object({
  category: z.enum(messageCategories),
  label: z.string(),
});

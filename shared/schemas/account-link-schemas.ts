import * as z from 'zod';
import { newPasswordSchema } from './password-schemas';
import { emailSchema } from './user-schemas';

/*
 * The emailed single-use links of issue 15 (invitation, password reset,
 * email verification) and the requests that use them.
 */

export const accountLinkPurposes = ['invitation', 'password-reset', 'email-verification'] as const;

/** `<account id><secret>` as the email carries it; anything else is refused as a link that does not open. */
const accountLinkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(1, 'The link is incomplete')
  .max(200, 'The link is not valid');

export const accountLinkCheckRequestSchema = z.object({
  purpose: z.enum(accountLinkPurposes),
  token: accountLinkTokenSchema,
});

/** Who a valid link is for, so its page can say whose password is being chosen. */
export const accountLinkCheckSchema = z.object({ name: z.string(), email: z.string() });

export const linkPasswordRequestSchema = z.object({
  token: accountLinkTokenSchema,
  password: newPasswordSchema,
});

export const verifyEmailRequestSchema = z.object({ token: accountLinkTokenSchema });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

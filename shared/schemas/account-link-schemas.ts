import * as z from 'zod';
import { passwordMaxLength } from '../passwords/password-policy';
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

/**
 * The registration's link and the password chosen when registering: the link
 * proves the mailbox, the password that the registration is the mailbox
 * owner's (trimmed, as it was when set).
 */
export const verifyEmailRequestSchema = z.object({
  token: accountLinkTokenSchema,
  password: z
    .string({ error: 'Please enter the password you chose when you registered' })
    .trim()
    .min(1, 'Please enter the password you chose when you registered')
    .max(passwordMaxLength, 'This is not the password of your registration'),
});

/** The link emailed to the address an account moves to. */
export const confirmEmailChangeRequestSchema = z.object({ token: accountLinkTokenSchema });

/** The address the account uses from now on. */
export const confirmEmailChangeSchema = z.object({ email: z.string() });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

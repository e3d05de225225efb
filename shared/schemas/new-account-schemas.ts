import * as z from 'zod';
import { newPasswordSchema, withPasswordNotPersonal } from './password-schemas';
import { schoolNameSchema } from './school-profile-schemas';
import { emailSchema, personNameSchema } from './user-schemas';

/*
 * Setup and registration: apart from the sign-in schemas (auth-schemas.ts)
 * because the new password's check carries the common-password list, which
 * the sign-in screen has no use for.
 */

/** A new account's fields, before the check that ties the password to the email and name (forms extend it). */
export const newAccountFieldsSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** First run: the Super Administrator's account and the school's name, which the profile keeps. */
export const setupRequestSchema = withPasswordNotPersonal(
  newAccountFieldsSchema.extend({ schoolName: schoolNameSchema }),
);

/** A role sent with a registration is accepted and ignored: families always register as `user`. */
export const registerRequestSchema = withPasswordNotPersonal(
  newAccountFieldsSchema.extend({ role: z.unknown().optional() }),
);

export type SetupRequest = z.infer<typeof setupRequestSchema>;

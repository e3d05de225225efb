import * as z from 'zod';
import { phoneSchema } from '../../../../shared/schemas/people-schemas';
import { newPasswordSchema } from '../../../../shared/schemas/password-schemas';
import { emailSchema, personNameSchema } from '../../../../shared/schemas/user-schemas';
import { passwordMaxLength } from '../../../../shared/passwords/password-policy';

/*
 * The Account page's three forms, each checked with the API's own field
 * schemas (shared/schemas), so the browser and `PUT /users/{id}` say the same.
 */

const currentPasswordSchema = z
  .string()
  // Passwords are trimmed when set, so they are trimmed when checked too (as the API does).
  .trim()
  .min(1, 'Enter your current password')
  .max(passwordMaxLength, 'Your current password is not correct.');

export const profileDetailsFormSchema = z.object({ name: personNameSchema, phone: phoneSchema });
export type ProfileDetailsFormValues = z.output<typeof profileDetailsFormSchema>;

export const emailChangeFormSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type EmailChangeFormValues = z.output<typeof emailChangeFormSchema>;

export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().trim().min(1, 'Confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordChangeFormValues = z.output<typeof passwordChangeFormSchema>;

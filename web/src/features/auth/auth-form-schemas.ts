import * as z from 'zod';
import { newAccountFieldsSchema } from '../../../../shared/schemas/new-account-schemas';
import { withPasswordNotPersonal } from '../../../../shared/schemas/password-schemas';
import { schoolNameSchema } from '../../../../shared/schemas/school-profile-schemas';

/**
 * The setup and registration forms: the API's own request schema (so the
 * browser and the server validate alike) plus the confirmation field, which
 * only the browser needs.
 */
export const newAccountFormSchema = withPasswordNotPersonal(
  newAccountFieldsSchema.extend({
    // Trimmed like the password itself, so ' secret ' confirms ' secret '.
    confirmPassword: z.string().trim().min(1, 'Confirm your password'),
  }),
).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  // Still compare when another field (the name, say) is invalid.
  when: (payload) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
  },
});

/** Setup's form: the new account's fields and the school's name, which only setup asks for. */
export const setupFormSchema = newAccountFormSchema.safeExtend({ schoolName: schoolNameSchema });

export type NewAccountFormInput = z.input<typeof newAccountFormSchema> & { schoolName?: string };
export type NewAccountFormValues = z.output<typeof newAccountFormSchema> & { schoolName?: string };

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import * as z from 'zod';
import { newPasswordSchema } from '../../../../shared/schemas/password-schemas';
import { Button } from '../../components/button';
import { NewPasswordFields } from './new-password-fields';

/** The API's own password rule (the server checks it again) plus the confirmation only the browser needs. */
const passwordChoiceSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().trim().min(1, 'Confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

type PasswordChoiceInput = z.input<typeof passwordChoiceSchema>;

export interface PasswordChoiceFormProps {
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string, setError: UseFormSetError<PasswordChoiceInput>) => void;
}

/** A new password and its confirmation: the invitation's and the reset's form. */
export function PasswordChoiceForm({ submitLabel, busy, onSubmit }: PasswordChoiceFormProps) {
  const form = useForm<PasswordChoiceInput, unknown, z.output<typeof passwordChoiceSchema>>({
    resolver: zodResolver(passwordChoiceSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Choose a password"
      onSubmit={form.handleSubmit((values) => onSubmit(values.password, form.setError))}
      className="space-y-5"
    >
      <NewPasswordFields
        passwordLabel="New password"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { keepsPhone } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ErrorSummary } from '../../components/error-summary';
import { TextField } from '../../components/text-field';
import { useUpdateOwnAccount } from './account-api';
import { profileDetailsFormSchema, type ProfileDetailsFormValues } from './account-form-schemas';

/** The server keeps a phone number for a family's account only (shared/roles.ts). */
const hasPhone = (user: PublicUser) => keepsPhone(user.role);

/** Name, and for a family its phone: one's own record, saved without the password (it changes no sign-in). */
export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const update = useUpdateOwnAccount(user);
  const form = useForm<ProfileDetailsFormValues>({
    resolver: zodResolver(profileDetailsFormSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { name: values.name, ...(hasPhone(user) ? { phone: values.phone } : {}) },
      {
        onSuccess: (saved) => form.reset({ name: saved.name, phone: saved.phone ?? '' }),
        onError: (error) => applyServerFieldErrors(error, form.setError, ['name', 'phone']),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Your details" className="space-y-4">
      <ErrorSummary
        message={
          update.isError ? messageOf(update.error, 'Your details were not saved. Please try again.') : null
        }
      />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      {hasPhone(user) ? (
        <TextField
          label="Phone number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="The school may call this number about lessons and invoices."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      ) : null}
      <div aria-live="polite">
        {update.isSuccess && !form.formState.isDirty ? (
          <Alert tone="success">Your details were saved.</Alert>
        ) : null}
      </div>
      <Button type="submit" busy={update.isPending}>
        Save details
      </Button>
    </form>
  );
}

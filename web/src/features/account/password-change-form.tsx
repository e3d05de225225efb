import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordHint } from '../../../../shared/passwords/password-policy';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ErrorSummary } from '../../components/error-summary';
import { PasswordField } from '../../components/password-field';
import { useUpdateOwnAccount } from './account-api';
import { passwordChangeFormSchema, type PasswordChangeFormValues } from './account-form-schemas';

/**
 * A new password, with the current one (the server counts wrong guesses like
 * sign-ins). The server ends every other sign-in of the account and keeps
 * this one (functions/users/update-user.ts).
 */
export function PasswordChangeForm({ user }: { user: PublicUser }) {
  const update = useUpdateOwnAccount(user);
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { password: values.password, currentPassword: values.currentPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => applyServerFieldErrors(error, form.setError, ['currentPassword', 'password']),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Change your password" className="space-y-4">
      <ErrorSummary
        message={
          update.isError ? messageOf(update.error, 'Your password was not changed. Please try again.') : null
        }
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div aria-live="polite">
        {update.isSuccess ? (
          <Alert tone="success">
            Your password was changed. You stay signed in here; every other device must sign in again.
          </Alert>
        ) : null}
      </div>
      <Button type="submit" busy={update.isPending}>
        Change password
      </Button>
    </form>
  );
}

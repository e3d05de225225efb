import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmailField } from '../../components/email-field';
import { ErrorSummary } from '../../components/error-summary';
import { PasswordField } from '../../components/password-field';
import { useUpdateOwnAccount } from './account-api';
import { emailChangeFormSchema, type EmailChangeFormValues } from './account-form-schemas';

/**
 * A new sign-in address. The server keeps the current one until the link it
 * emails to the new address is opened, and tells the current address too
 * (functions/users/email-change.ts); the current password proves the owner
 * is at the keyboard. A move still waiting can be canceled here.
 */
export function EmailChangeForm({ user }: { user: PublicUser }) {
  const update = useUpdateOwnAccount(user);
  const cancel = useUpdateOwnAccount(user);
  const form = useForm<EmailChangeFormValues>({
    resolver: zodResolver(emailChangeFormSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    cancel.reset();
    if (values.email.toLowerCase() === user.email.toLowerCase()) {
      form.setError('email', { message: 'This is already your email address' }, { shouldFocus: true });
      return;
    }
    update.mutate(
      { email: values.email, currentPassword: values.currentPassword },
      {
        onSuccess: () => form.reset({ email: '', currentPassword: '' }),
        onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'currentPassword']),
      },
    );
  });
  const failure = update.error ?? cancel.error;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        You sign in with <span className="font-semibold break-all text-slate-900">{user.email}</span>.
      </p>
      <div aria-live="polite" className="space-y-3">
        {user.pendingEmail ? (
          <Alert tone="info" title="Waiting for confirmation">
            <p>
              We emailed a link to <span className="font-semibold break-all">{user.pendingEmail}</span>. Your
              email changes once it is opened; until then you keep signing in with {user.email}.
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              busy={cancel.isPending}
              onClick={() => {
                update.reset();
                cancel.mutate({ cancelEmailChange: true });
              }}
            >
              Cancel the change
            </Button>
          </Alert>
        ) : null}
        {cancel.isSuccess && !user.pendingEmail ? (
          <Alert tone="success">The change of email is canceled.</Alert>
        ) : null}
      </div>
      <form noValidate onSubmit={submit} aria-label="Change your email" className="space-y-4">
        <ErrorSummary
          message={failure ? messageOf(failure, 'Your email was not changed. Please try again.') : null}
        />
        <EmailField label="New email address" error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Button type="submit" busy={update.isPending}>
          Send the confirmation link
        </Button>
      </form>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordHint } from '../../../../shared/passwords/password-policy';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { keepsPhone, roleLabels, type Role } from '../../../../shared/roles';
import {
  userCreateSchema,
  userScreenRoles,
  userUpdateSchema,
} from '../../../../shared/schemas/people-schemas';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorSummary } from '../../components/error-summary';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { useCreateAccount, useUpdateAccount, type AccountCreate, type AccountUpdate } from './people-api';
import { failureMessage, peopleMessages } from './people-messages';

/** 'user' on User Management (role, and a phone for a family's account); 'teacher' on Teacher Management. */
export type AccountKind = 'user' | 'teacher';

interface AccountFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone: string;
  currentPassword: string;
  cancelEmailChange: boolean;
}

/** An account that signs in keeps its address until the owner opens the link sent to the new one. */
function pendingEmailHint(account: PublicUser | undefined): string | undefined {
  if (!account?.pendingEmail) return undefined;
  return `Waiting for confirmation of ${account.pendingEmail}: the account keeps ${account.email} until the link sent there is opened.`;
}

/** What the edit did, the email included: moved at once, waiting for confirmation, or a move canceled. */
function updatedMessage(noun: string, before: PublicUser, after: PublicUser): string {
  if (after.pendingEmail)
    return `${noun} updated. The email changes to ${after.pendingEmail} once the link we sent to that address is opened; until then it stays ${after.email}.`;
  if (before.pendingEmail && !after.pendingEmail && after.email === before.email)
    return `${noun} updated. The change of email to ${before.pendingEmail} is canceled.`;
  return `${noun} updated successfully`;
}

/** A UK mobile number from Ofcom's range reserved for drama and examples. */
export const samplePhoneNumber = '07700 900123';

const fieldNames = ['name', 'email', 'password', 'role', 'phone', 'currentPassword'] as const;

const texts = {
  user: {
    noun: 'User',
    failedAdd: peopleMessages.addUser,
    failedUpdate: peopleMessages.updateUser,
  },
  teacher: {
    noun: 'Teacher',
    failedAdd: peopleMessages.addTeacher,
    failedUpdate: peopleMessages.updateTeacher,
  },
} as const;

export interface AccountFormProps {
  kind: AccountKind;
  /** The account being edited; a new one when absent. */
  account?: PublicUser;
  /** Editing one's own record: the role stays as it is (docs/architecture.md#permissions). */
  isOwnAccount: boolean;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/**
 * User and teacher add/edit: name, email and password to add; on
 * edit a blank password keeps the current one. Users also have a role (User,
 * Admin or Super Admin) and, for a family's account, an optional phone number.
 * Checked with the API's own schemas, so both say the same.
 */
export function AccountForm({ kind, account, isOwnAccount, onCancel, onSaved }: AccountFormProps) {
  const editing = account !== undefined;
  const { noun, failedAdd, failedUpdate } = texts[kind];
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const [failure, setFailure] = useState<{ message: string; fieldFocused: boolean } | null>(null);

  const form = useForm<AccountFormValues>({
    resolver: zodResolver(
      editing ? userUpdateSchema : userCreateSchema,
    ) as unknown as Resolver<AccountFormValues>,
    defaultValues: {
      name: account?.name ?? '',
      email: account?.email ?? '',
      password: '',
      role: account?.role ?? (kind === 'teacher' ? 'teacher' : 'user'),
      phone: account?.phone ?? '',
      currentPassword: '',
      cancelEmailChange: false,
    },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const showPhone = kind === 'user' && keepsPhone(role);
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  // Changing one's own email or password needs the current password (the server insists too).
  const asksCurrentPassword =
    isOwnAccount &&
    account !== undefined &&
    (password.trim() !== '' || email.trim().toLowerCase() !== account.email.toLowerCase());
  const roleOptions: readonly Role[] =
    account && !userScreenRoles.includes(account.role) ? [...userScreenRoles, account.role] : userScreenRoles;

  const busy = createAccount.isPending || updateAccount.isPending;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const onError = (error: unknown) => {
      const fieldFocused = applyServerFieldErrors(error, form.setError, fieldNames);
      setFailure({ message: failureMessage(editing ? failedUpdate : failedAdd, error), fieldFocused });
    };
    const chosenRole: Role = kind === 'teacher' ? 'teacher' : values.role;
    // The phone belongs to a family's account only; '' clears it.
    const phone = keepsPhone(chosenRole) ? { phone: values.phone } : {};

    if (!account) {
      const body: AccountCreate = {
        name: values.name,
        email: values.email,
        password: values.password,
        role: chosenRole,
        ...(keepsPhone(chosenRole) && values.phone ? { phone: values.phone } : {}),
      };
      createAccount.mutate(body, {
        onSuccess: (created) =>
          onSaved(
            created.status === 'invited'
              ? `${noun} added: an invitation to choose a password was emailed to ${created.email}`
              : `${noun} added successfully`,
          ),
        onError,
      });
      return;
    }
    const body: AccountUpdate = {
      name: values.name,
      email: values.email,
      // Nobody changes their own role, so their own role is not sent at all.
      ...(isOwnAccount || kind === 'teacher' ? {} : { role: chosenRole }),
      ...phone,
      ...(values.password ? { password: values.password } : {}),
      ...(asksCurrentPassword ? { currentPassword: values.currentPassword } : {}),
      ...(values.cancelEmailChange ? { cancelEmailChange: true } : {}),
    };
    updateAccount.mutate(
      { id: account._id, body },
      { onSuccess: (updated) => onSaved(updatedMessage(noun, account, updated)), onError },
    );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${editing ? 'Edit' : 'Add'} ${noun.toLowerCase()}`}
      className="space-y-5"
    >
      <ErrorSummary message={failure?.message ?? null} takeFocus={!failure?.fieldFocused} />
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        hint={pendingEmailHint(account)}
        error={errors.email?.message}
        {...form.register('email')}
      />
      {account?.pendingEmail ? (
        <CheckboxField
          label={`Cancel the change to ${account.pendingEmail}`}
          {...form.register('cancelEmailChange')}
        />
      ) : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={
          editing
            ? `Leave blank to keep the current password. A new one: ${passwordHint}`
            : `Leave blank to email an invitation to choose their own password. Or set one: ${passwordHint}`
        }
        error={errors.password?.message}
        {...form.register('password')}
      />
      {asksCurrentPassword ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          hint="To change your email or password, enter the password you use now."
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      {kind === 'user' ? (
        <SelectField
          label="Role"
          disabled={isOwnAccount}
          hint={isOwnAccount ? 'You cannot change your own role.' : undefined}
          error={errors.role?.message}
          {...form.register('role')}
        >
          {roleOptions.map((option) => (
            <option key={option} value={option}>
              {roleLabels[option]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {showPhone ? (
        <TextField
          label="Phone Number (Optional)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={samplePhoneNumber}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {editing ? `Update ${noun}` : `Add ${noun}`}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../components/button';
import { EmailField } from '../../components/email-field';
import { TextField } from '../../components/text-field';
import {
  newAccountFormSchema,
  setupFormSchema,
  type NewAccountFormInput,
  type NewAccountFormValues,
} from './auth-form-schemas';
import { NewPasswordFields } from './new-password-fields';

export interface NewAccountFormProps {
  /** Names the form for assistive tech. */
  formLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Setup asks for the school's name too (first, above the account's fields). */
  askSchoolName?: boolean;
  onSubmit: (values: NewAccountFormValues, setError: UseFormSetError<NewAccountFormInput>) => void;
}

/** Full name, email, password and confirmation: the fields of both setup and registration. */
export function NewAccountForm({
  formLabel,
  submitLabel,
  busyLabel,
  busy,
  askSchoolName = false,
  onSubmit,
}: NewAccountFormProps) {
  const form = useForm<NewAccountFormInput, unknown, NewAccountFormValues>({
    resolver: zodResolver(askSchoolName ? setupFormSchema : newAccountFormSchema),
    defaultValues: {
      ...(askSchoolName ? { schoolName: '' } : {}),
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      className="space-y-5"
    >
      {askSchoolName ? (
        <TextField
          label="School name"
          hint="The sender of every email, and the name on invoices and the privacy page"
          autoComplete="organization"
          error={errors.schoolName?.message}
          {...form.register('schoolName')}
        />
      ) : null}
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

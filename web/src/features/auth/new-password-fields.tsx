import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordHint } from '../../../../shared/passwords/password-policy';
import { PasswordField } from '../../components/password-field';

/** One registered field and the message its check left, if any. */
export type CheckedField = UseFormRegisterReturn & { error?: string };

export interface NewPasswordFieldsProps {
  passwordLabel?: string;
  password: CheckedField;
  confirmPassword: CheckedField;
}

/** A new password with the policy's hint, then its confirmation: sign-up's, setup's, the invitation's and the reset's. */
export function NewPasswordFields({ passwordLabel, password, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={passwordLabel} autoComplete="new-password" hint={passwordHint} {...password} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}

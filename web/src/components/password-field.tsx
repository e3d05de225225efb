import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'label' | 'type' | 'revealable' | 'autoComplete'
> {
  label?: string;
  /** Signing in, or choosing a new password (which a password manager may offer to make up). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password, with a button that shows what was typed. */
export function PasswordField({ label = 'Password', ...inputProps }: PasswordFieldProps) {
  return <TextField label={label} type="password" revealable {...inputProps} />;
}

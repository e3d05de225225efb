import { TextField, type TextFieldProps } from './text-field';

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'spellCheck'> {
  label?: string;
}

/** An email address: the phone's keyboard with @, no spelling marks, the browser's saved address to offer. */
export function EmailField({
  label = 'Email address',
  autoComplete = 'email',
  ...inputProps
}: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      {...inputProps}
    />
  );
}

import type { ComponentPropsWithRef } from 'react';
import { controlBorderClasses, FormField } from './form-field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown next to the field and linked to it, the GOV.UK way. */
  error?: string;
}

/** A multi-line text input styled and labelled like <TextField>. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  rows = 3,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${controlBorderClasses(error)}`}
          {...textareaProps}
        />
      )}
    </FormField>
  );
}

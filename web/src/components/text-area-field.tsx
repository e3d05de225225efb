import { useId, type ComponentPropsWithRef } from 'react';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1 text-sm font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
          error
            ? 'border-red-600 focus:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600'
        }`}
        {...textareaProps}
      />
    </div>
  );
}

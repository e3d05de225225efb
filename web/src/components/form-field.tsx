import { useId, type ReactNode } from 'react';

/** What ties a control to its label, hint and error: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  hint?: string;
  /** Shown next to the field and linked to it, the GOV.UK way. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error above a form control, linked to it for assistive tech. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  );
}

/** The border and focus outline of a control, red while it has an error. */
export function controlBorderClasses(error: string | undefined): string {
  return error
    ? 'border-red-600 focus:outline-red-600'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600';
}

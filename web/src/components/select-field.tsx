import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown next to the field and linked to it, the GOV.UK way. */
  error?: string;
  children: ReactNode;
}

/**
 * A native select, styled like the text field: the phone's own picker, typing
 * to jump to an option, and nothing to load for a list of a few thousand.
 */
export function SelectField({ label, hint, error, className, children, ...selectProps }: SelectFieldProps) {
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
      <div className="relative mt-1.5">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 w-full appearance-none truncate rounded-control border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm transition-colors focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm ${
            error
              ? 'border-red-600 focus:outline-red-600'
              : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600'
          }`}
          {...selectProps}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

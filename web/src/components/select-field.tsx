import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorderClasses, FormField } from './form-field';

/** One choice of a select: what the form keeps and what the person reads. */
export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown next to the field and linked to it, the GOV.UK way. */
  error?: string;
  /** The choices, after any given as children (a placeholder such as 'All' or 'Select a student'). */
  options?: readonly SelectOption[];
  children?: ReactNode;
}

/**
 * A native select, styled like the text field: the phone's own picker, typing
 * to jump to an option, and nothing to load for a list of a few thousand.
 */
export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <select
            {...control}
            className={`block h-11 w-full appearance-none truncate rounded-control border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm transition-colors focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm ${controlBorderClasses(error)}`}
            {...selectProps}
          >
            {children}
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </FormField>
  );
}

/** Options for a list of values, each read as its label (or as itself where there is none). */
export function optionsOf<Value extends string | number>(
  values: readonly Value[],
  labels?: Readonly<Record<NoInfer<Value>, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : String(value) }));
}

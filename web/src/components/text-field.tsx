import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { controlBorderClasses, FormField } from './form-field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown next to the field and linked to it, the GOV.UK way. */
  error?: string;
  /** Adds a show/hide button to a password field. */
  revealable?: boolean;
}

export function TextField({
  label,
  hint,
  error,
  revealable = false,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? 'text' : type;

  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...control}
            type={inputType}
            className={`block h-11 w-full rounded-control border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${controlBorderClasses(error)}${revealable ? ' pr-11' : ''}`}
            {...inputProps}
          />
          {revealable ? (
            <button
              type="button"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              aria-pressed={revealed}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-slate-500 hover:text-slate-800"
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

import { useId, type ComponentPropsWithRef } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
}

export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2.5${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
        {...inputProps}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center text-sm text-slate-700 select-none sm:min-h-0"
      >
        {label}
      </label>
    </div>
  );
}

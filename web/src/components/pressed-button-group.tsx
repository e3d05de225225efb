import type { ReactNode } from 'react';

export interface PressedButtonGroupProps<Value extends string> {
  /** The group's name for screen readers: "Calendar view". */
  label: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/**
 * One choice among a few, as joined buttons, the chosen one pressed
 * (`aria-pressed`): the calendar's views, the lesson list's ranges.
 */
export function PressedButtonGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: PressedButtonGroupProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex rounded-control border border-slate-300 bg-white p-0.5 shadow-sm ${className}`}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="h-9 rounded-[0.5rem] px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

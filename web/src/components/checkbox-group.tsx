import type { Ref } from 'react';
import { CheckboxField } from './checkbox-field';

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  /** The checked values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown instead of the list when there are no options. */
  emptyText: string;
  hint?: string;
  disabled?: boolean;
  /** Tailwind max-height of the scrolling list (docs/architecture.md#constants: a small maximum height). */
  maxHeightClass?: string;
  /** Receives the first checkbox, so a form can move focus to the group. */
  firstInputRef?: Ref<HTMLInputElement>;
}

/** A fieldset of checkboxes in a box of its own that scrolls when the list is long. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  emptyText,
  hint,
  disabled = false,
  maxHeightClass = 'max-h-48',
  firstInputRef,
}: CheckboxGroupProps) {
  const checked = new Set(value);
  // Values outside `options` (a filtered list) stay as they are.
  const toggle = (option: string, on: boolean) =>
    onChange(
      on ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option),
    );

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      {options.length === 0 ? (
        <p className="mt-1.5 rounded-control border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <div
          className={`mt-1.5 ${maxHeightClass} space-y-1 overflow-y-auto rounded-control border border-slate-300 bg-white p-2`}
        >
          {options.map((option, index) => (
            <CheckboxField
              key={option.value}
              ref={index === 0 ? firstInputRef : undefined}
              label={option.label}
              checked={checked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="rounded-md px-1.5 py-1.5 hover:bg-slate-50"
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

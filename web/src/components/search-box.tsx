import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';

export interface SearchBoxProps {
  /** The accessible name ('Search students'); also the visible label when `showLabel`. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  showLabel?: boolean;
  className?: string;
}

/** A search input with a magnifier and a clear button; filtering happens as you type. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  showLabel = false,
  className,
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'block text-sm font-semibold text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className={`relative${showLabel ? ' mt-1.5' : ''}`}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          ref={input}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="block h-11 w-full rounded-control border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              // The button disappears with the text: keep the keyboard user in the search box.
              input.current?.focus();
            }}
            aria-label="Clear search"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-control text-slate-500 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/** A read-only link with a Copy button; when the clipboard is unavailable the text is selected instead. */
export function CopyLinkField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex max-w-lg">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-l-control border border-r-0 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-r-control border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-emerald-700" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <span role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * One detail a family types into its bank's app (an account number, the
 * reference) with a Copy button beside it. The button says "Copied" for a
 * moment and a status line tells screen readers the same; where the
 * clipboard is refused (an old browser, no permission) the value is
 * selected instead, ready for the phone's own Copy.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      const selection = window.getSelection();
      if (text.current && selection) {
        selection.selectAllChildren(text.current);
        setState('selected');
      }
    }
  };

  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p ref={text} className="font-mono text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
          {value}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={state === 'copied' ? `${label} copied` : `Copy ${label.toLowerCase()}`}
        className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-control border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `${label} copied` : state === 'selected' ? `${label} selected: copy it` : ''}
      </span>
    </div>
  );
}

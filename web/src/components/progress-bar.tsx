export interface ProgressBarProps {
  /** What is progressing, for assistive tech ("Importing", "Sending invoices"). */
  label: string;
  value: number;
  max: number;
}

/**
 * The product's own progress bar: the brand colour on a quiet track, the same in every browser (a native
 * `<progress>` is bright green in Chromium and unstyled elsewhere).
 */
export function ProgressBar({ label, value, max }: ProgressBarProps) {
  const total = Math.max(max, 1);
  const done = Math.min(Math.max(value, 0), total);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${(done / total) * 100}%` }}
      />
    </div>
  );
}

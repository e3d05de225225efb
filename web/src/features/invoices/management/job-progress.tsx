import { ProgressBar } from '../../../components/progress-bar';

/** A bulk job's progress: what is counted and how far ('Drafts sent: 2 of 3') over the product's own bar. */
export function JobProgress({
  label,
  processed,
  total,
}: {
  label: string;
  processed: number;
  total: number;
}) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {label}: {processed} of {total}
      </p>
      <ProgressBar label={label} value={processed} max={total} />
    </div>
  );
}

import { Spinner } from './spinner';

/** Fills the area while a page or the session loads, so the layout does not jump. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center text-brand-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}

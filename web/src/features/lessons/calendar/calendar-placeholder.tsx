import { useState } from 'react';
import { Spinner } from '../../../components/spinner';

/**
 * Where the calendar will be, at its height, while its code or its first
 * lessons load: the page below does not move when it arrives. A phone's
 * calendar is a list as long as its lessons, so there it is a short box.
 */
export function CalendarPlaceholder() {
  return (
    <div className="flex h-64 items-center justify-center rounded-card border border-slate-200 bg-white text-brand-700 sm:h-[550px]">
      <Spinner size="lg" label="Loading the calendar" />
    </div>
  );
}

/**
 * Whether the calendar still waits for its first lessons. Only the first
 * time: once drawn, it stays while another view or month loads (its toolbar
 * keeps the focus of the button just pressed, and it shows itself updating).
 */
export function useFirstLessonsPending(pending: boolean): boolean {
  const [drawn, setDrawn] = useState(!pending);
  // Remembered during the render that first has lessons, as React documents for state from earlier renders.
  if (!pending && !drawn) setDrawn(true);
  return pending && !drawn;
}

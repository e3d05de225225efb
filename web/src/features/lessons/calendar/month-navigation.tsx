import { format } from 'date-fns/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

export interface MonthNavigationProps {
  month: Date;
  onPrevious: () => void;
  onNext: () => void;
  onThisMonth: () => void;
  /** The new month is on its way (the last one stays on screen meanwhile). */
  updating: boolean;
}

/** The table's window: one month, with Previous and Next. */
export function MonthNavigation({ month, onPrevious, onNext, onThisMonth, updating }: MonthNavigationProps) {
  return (
    <nav aria-label="Lesson months" className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={onPrevious} className="relative">
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Previous</span>
        <span className="sr-only"> month</span>
      </Button>
      <h2 aria-live="polite" className="min-w-32 text-center text-base font-semibold text-slate-900">
        {format(month, 'MMMM yyyy')}
      </h2>
      <Button size="sm" variant="secondary" onClick={onNext} className="relative">
        <span className="sr-only sm:not-sr-only">Next</span>
        <span className="sr-only"> month</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" onClick={onThisMonth}>
        This month
      </Button>
      {updating ? (
        <span className="text-brand-700">
          <Spinner size="sm" label="Loading lessons" />
        </span>
      ) : null}
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  /** Names the navigation for assistive tech ('Invoice pages'). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Both buttons wait, as while another page is on its way. */
  disabled?: boolean;
  /** Layout classes added to the row's own (flex, centred, gap). */
  className?: string;
}

/** Previous, 'Page x of y' and Next (docs/architecture.md#screens), for a list shown a page at a time. */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  disabled = false,
  className,
}: PaginationProps) {
  return (
    <nav aria-label={label} className={`flex items-center gap-2${className ? ` ${className}` : ''}`}>
      <PageButton
        direction="Previous"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <span className="px-1 text-sm font-medium whitespace-nowrap text-slate-800" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <PageButton
        direction="Next"
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}

function PageButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'Previous' | 'Next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button when the first or last page is reached.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex h-9 items-center gap-1 rounded-control border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
    >
      {direction === 'Previous' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      {direction}
      {direction === 'Next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </button>
  );
}

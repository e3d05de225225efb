import { useId, type ReactNode } from 'react';
import { Spinner } from './spinner';

export interface TableCardProps {
  /** Names the table and its scroll region for assistive tech. */
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
  /** Under the table: how many rows there are and the page buttons. */
  footer?: ReactNode;
  /** Another page or filter is loading; the rows on screen stay, dimmed, until it arrives. */
  updating?: boolean;
}

/** A table in a card that scrolls sideways inside its own box on a narrow screen, so the page never does. */
export function TableCard({ caption, children, footer, updating = false }: TableCardProps) {
  const captionId = useId();
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      {/*
        Focusable so a keyboard user can scroll it sideways when it is wider than the screen; relative so
        the visually hidden texts inside (position: absolute) stay in the box instead of widening the page.
      */}
      <div
        role="region"
        aria-labelledby={captionId}
        aria-busy={updating || undefined}
        tabIndex={0}
        className={`relative overflow-x-auto transition-opacity${updating ? ' opacity-60' : ''}`}
      >
        <table className="min-w-full divide-y divide-slate-200">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {children}
        </table>
      </div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          {footer}
        </div>
      ) : null}
    </div>
  );
}

/** One row across the whole table, for 'Loading' or 'No invoices found'. */
export function TableMessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** The spinner row of a table whose rows are on their way. */
export function TableLoadingRow({ columnCount, label }: { columnCount: number; label: string }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-brand-700">
        <Spinner label={label} />
      </td>
    </tr>
  );
}

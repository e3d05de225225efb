import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { defaultPageSize, paginate } from './paginate';
import { Spinner } from './spinner';

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells (width, alignment, wrapping). */
  className?: string;
  /** Keep the header for screen readers only (an Actions column can stay narrow). */
  hideHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region for assistive tech. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  loading?: boolean;
  loadingLabel?: string;
  /** When this changes (the search text), the table goes back to its first page. */
  resetPageKey?: string;
  pageSize?: number;
}

/**
 * A table that pages its rows in the browser (25 a page) and scrolls
 * sideways inside its own box on a narrow screen, so the page never does.
 * The first column heads each row.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  loadingLabel = 'Loading',
  resetPageKey = '',
  pageSize = defaultPageSize,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [pageState, setPageState] = useState({ key: resetPageKey, page: 1 });
  // A new search starts from the first page (adjusting state while rendering, as React recommends).
  if (pageState.key !== resetPageKey) setPageState({ key: resetPageKey, page: 1 });
  const slice = paginate(rows, pageState.key === resetPageKey ? pageState.page : 1, pageSize);
  const goTo = (page: number) => setPageState({ key: resetPageKey, page });

  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-10 text-center text-brand-700">
          <Spinner label={loadingLabel} />
        </td>
      </tr>
    );
  } else if (slice.total === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-10 text-center text-sm text-slate-600">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = slice.items.map((row) => (
      <tr key={rowKey(row)} className="hover:bg-slate-50/70">
        {columns.map((column, index) =>
          index === 0 ? (
            <th
              key={column.header}
              scope="row"
              className={`px-4 py-3 text-left text-sm font-semibold text-slate-900 ${column.className ?? ''}`}
            >
              {column.cell(row)}
            </th>
          ) : (
            <td key={column.header} className={`px-4 py-3 text-sm text-slate-700 ${column.className ?? ''}`}>
              {column.cell(row)}
            </td>
          ),
        )}
      </tr>
    ));
  }

  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      {/*
        Focusable so a keyboard user can scroll it sideways when it is wider than the screen; relative so
        the visually hidden texts inside (position: absolute) stay in the box instead of widening the page.
      */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${column.className ?? ''}`}
                >
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{body}</tbody>
        </table>
      </div>
      {!loading && slice.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p>
            Showing {slice.first}–{slice.last} of {slice.total}
          </p>
          {slice.pageCount > 1 ? (
            <nav aria-label={`${caption} pages`} className="flex items-center gap-2">
              <PageButton
                label="Previous"
                disabled={slice.page === 1}
                onClick={() => goTo(slice.page - 1)}
                icon="previous"
              />
              <span className="px-1 font-medium whitespace-nowrap text-slate-800" aria-live="polite">
                Page {slice.page} of {slice.pageCount}
              </span>
              <PageButton
                label="Next"
                disabled={slice.page === slice.pageCount}
                onClick={() => goTo(slice.page + 1)}
                icon="next"
              />
            </nav>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: 'previous' | 'next';
}) {
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button when the last page is reached.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex h-9 items-center gap-1 rounded-control border border-slate-300 bg-white px-3 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
    >
      {icon === 'previous' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      {label}
      {icon === 'next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </button>
  );
}

import { useState, type ReactNode } from 'react';
import { defaultPageSize, paginate } from './paginate';
import { Pagination } from './pagination';
import { TableCard, TableLoadingRow, TableMessageRow } from './table-card';

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
  const [pageState, setPageState] = useState({ key: resetPageKey, page: 1 });
  // A new search starts from the first page (adjusting state while rendering, as React recommends).
  if (pageState.key !== resetPageKey) setPageState({ key: resetPageKey, page: 1 });
  const slice = paginate(rows, pageState.key === resetPageKey ? pageState.page : 1, pageSize);
  const goTo = (page: number) => setPageState({ key: resetPageKey, page });

  let body: ReactNode;
  if (loading) {
    body = <TableLoadingRow columnCount={columns.length} label={loadingLabel} />;
  } else if (slice.total === 0) {
    body = <TableMessageRow columnCount={columns.length}>{emptyText}</TableMessageRow>;
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

  const footer =
    !loading && slice.total > 0 ? (
      <>
        <p>
          Showing {slice.first}–{slice.last} of {slice.total}
        </p>
        {slice.pageCount > 1 ? (
          <Pagination
            label={`${caption} pages`}
            page={slice.page}
            pageCount={slice.pageCount}
            onPageChange={goTo}
          />
        ) : null}
      </>
    ) : null;

  return (
    <TableCard caption={caption} footer={footer}>
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
    </TableCard>
  );
}

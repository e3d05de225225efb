import { memo, useState, type ReactNode } from 'react';
import { CardList, CardListLoading, CardListMessage } from './list-card';
import { defaultPageSize, paginate, phonePageSize } from './paginate';
import { Pagination } from './pagination';
import { TableCard, TableLoadingRow, TableMessageRow } from './table-card';
import { breakpoints, useMediaQuery } from './use-media-query';
import { useProgressiveCount } from '../lib/use-progressive-count';

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells (width, alignment, wrapping). */
  className?: string;
  /** Keep the header for screen readers only (an Actions column can stay narrow). */
  hideHeader?: boolean;
  /**
   * Stays on the right edge of the table's scroll box (an Actions column):
   * on a phone the row's buttons are on screen however wide the table is.
   */
  stickyEnd?: boolean;
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
  /**
   * Below 640 px, each row as a card (a `ListCard`) in a list named like the
   * table, instead of the table; the paging stays the same.
   */
  renderCard?: (row: Row) => ReactNode;
}

/**
 * One row's card. Memoised: while a phone draws a list's cards a batch at a
 * time, the list renders again for each batch, and the cards already drawn
 * (same row, same card maker) are left alone rather than drawn again.
 */
const RowCard = memo(function RowCard({
  row,
  cardOf,
}: {
  row: unknown;
  cardOf: (row: unknown) => ReactNode;
}) {
  return cardOf(row);
});

function cellClassesOf<Row>(column: DataTableColumn<Row>, background: string): string {
  return `${column.className ?? ''}${column.stickyEnd ? ` sticky-end ${background}` : ''}`;
}

/**
 * The table's rows, or its loading or empty row. A component of its own, so
 * the cells (dates formatted in two zones, menus) are made only when the
 * table is drawn, never for the cards a phone shows instead.
 */
function TableRows<Row>({
  columns,
  items,
  rowKey,
  loading,
  loadingLabel,
  emptyText,
}: {
  columns: readonly DataTableColumn<Row>[];
  items: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  loadingLabel: string;
  emptyText: string;
}) {
  if (loading) return <TableLoadingRow columnCount={columns.length} label={loadingLabel} />;
  if (items.length === 0) return <TableMessageRow columnCount={columns.length}>{emptyText}</TableMessageRow>;
  return items.map((row) => (
    <tr key={rowKey(row)} className="hover:bg-slate-50/70">
      {columns.map((column, index) =>
        index === 0 ? (
          <th
            key={column.header}
            scope="row"
            className={`px-4 py-3 text-left text-sm font-semibold text-slate-900 ${cellClassesOf(column, 'bg-white')}`}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td
            key={column.header}
            className={`px-4 py-3 text-sm text-slate-700 ${cellClassesOf(column, 'bg-white')}`}
          >
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  ));
}

/**
 * A table that pages its rows in the browser (25 a page) and scrolls
 * sideways inside its own box on a narrow screen, so the page never does;
 * with `renderCard`, below 640 px it is a list of cards instead, 10 a
 * page. The first column heads each row.
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
  renderCard,
}: DataTableProps<Row>) {
  const wide = useMediaQuery(breakpoints.sm);
  // Below 640 px the rows are cards, fewer to a page (paginate.ts).
  const cardOf = wide ? undefined : renderCard;
  const [pageState, setPageState] = useState({ key: resetPageKey, page: 1 });
  // A new search starts from the first page (adjusting state while rendering, as React recommends).
  if (pageState.key !== resetPageKey) setPageState({ key: resetPageKey, page: 1 });
  const slice = paginate(
    rows,
    pageState.key === resetPageKey ? pageState.page : 1,
    cardOf ? Math.min(pageSize, phonePageSize) : pageSize,
  );
  const goTo = (page: number) => setPageState({ key: resetPageKey, page });
  // A phone draws its cards a screenful at a time (each is a cold, costly render there); a table draws at once.
  const cardCount = useProgressiveCount(
    cardOf ? slice.items.length : 0,
    `${resetPageKey}\u0000${slice.page}`,
  );

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

  if (cardOf) {
    let cards: ReactNode;
    if (loading) cards = <CardListLoading label={loadingLabel} />;
    else if (slice.total === 0) cards = <CardListMessage>{emptyText}</CardListMessage>;
    else
      cards = (
        <CardList label={caption}>
          {slice.items.slice(0, cardCount).map((row) => (
            <RowCard key={rowKey(row)} row={row} cardOf={cardOf as (row: unknown) => ReactNode} />
          ))}
        </CardList>
      );
    return (
      <div className="space-y-3">
        {cards}
        {footer ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            {footer}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <TableCard caption={caption} footer={footer}>
      <thead className="bg-slate-50">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={`px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${cellClassesOf(column, 'bg-slate-50')}`}
            >
              {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        <TableRows
          columns={columns}
          items={slice.items}
          rowKey={rowKey}
          loading={loading}
          loadingLabel={loadingLabel}
          emptyText={emptyText}
        />
      </tbody>
    </TableCard>
  );
}

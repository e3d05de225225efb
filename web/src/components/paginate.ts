/** Rows per page of every data table (the lists are searched and paged in the browser). */
export const defaultPageSize = 25;

export interface PageSlice<Item> {
  items: Item[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

/** One page of a list; a page past the end (after a delete or a search) shows the last one. */
export function paginate<Item>(
  items: readonly Item[],
  page: number,
  pageSize = defaultPageSize,
): PageSlice<Item> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: current,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total,
  };
}

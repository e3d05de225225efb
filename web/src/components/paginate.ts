/** Rows per page of every data table (the lists are searched and paged in the browser). */
export const defaultPageSize = 25;

/**
 * Cards per page of a list on a phone: a phone shows two or three at once,
 * and each card is drawn in full (a lesson's holds its two clocks and its
 * actions), so 25 made a teacher's lessons over 1,300 elements to draw on a
 * mid-range phone's processor before the first could be used (issue 18).
 */
export const phonePageSize = 10;

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

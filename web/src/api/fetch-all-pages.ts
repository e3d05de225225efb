import type { RouteId } from '../../../shared/routes/route-table';
import { maxPageSize } from '../../../shared/page-size';
import { callApiPage, type ApiData, type CallApiOptions } from './api-client';

/** A list route: its `data` is an array (the paginated ones carry `nextCursor` in the envelope). */
type ListRouteId = { [Id in RouteId]: ApiData<Id> extends readonly unknown[] ? Id : never }[RouteId];

/** More pages than this means the cursor is not moving on: stop rather than loop for ever. */
const maxPages = 1000;

/**
 * The whole of a paginated list: follows `nextCursor` with the largest page
 * the API allows (500), so 2,000 students are four requests, and the screen
 * can then search and page the list in the browser. `query` must not set
 * `cursor` or `limit`; they are this function's.
 */
export async function fetchAllPages<Id extends ListRouteId>(
  id: Id,
  options: CallApiOptions<Id> = {},
): Promise<ApiData<Id>> {
  const items: unknown[] = [];
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (let page = 0; page < maxPages; page++) {
    const query = { ...options.query, limit: maxPageSize, ...(cursor ? { cursor } : {}) };
    const answer = await callApiPage(id, { ...options, query } as CallApiOptions<Id>);
    items.push(...(answer.data as readonly unknown[]));
    if (!answer.nextCursor || seen.has(answer.nextCursor)) break;
    seen.add(answer.nextCursor);
    cursor = answer.nextCursor;
  }
  return items as ApiData<Id>;
}

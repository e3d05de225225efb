/**
 * Lists are read page by page with an opaque cursor (DynamoDB's
 * LastEvaluatedKey, encoded). `data` stays the plain list the spec describes;
 * the envelope carries `nextCursor` while more pages remain. Screens that
 * search client-side read every page; the page size keeps each request bounded.
 */
export const maxPageSize = 500;

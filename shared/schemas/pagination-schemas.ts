import * as z from 'zod';

/**
 * Lists are read page by page with an opaque cursor (DynamoDB's
 * LastEvaluatedKey, encoded). `data` stays the plain list the spec describes;
 * the envelope carries `nextCursor` while more pages remain. Screens that
 * search client-side read every page; the page size keeps each request bounded.
 */
export const maxPageSize = 500;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(maxPageSize, `limit must be at most ${maxPageSize}`)
    .optional(),
  cursor: z.string().max(1024, 'Invalid cursor').optional(),
});

import * as z from 'zod';
import { maxPageSize } from '../page-size';

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(maxPageSize, `limit must be at most ${maxPageSize}`)
    .optional(),
  cursor: z.string().max(1024, 'Invalid cursor').optional(),
});

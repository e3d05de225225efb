import * as z from 'zod';

/** A failed email as staff see it on the recipient's account. */
export const failedEmailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
  reason: z.string(),
});

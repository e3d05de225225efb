import * as z from 'zod';

/**
 * The typed confirmation of an erasure: the erased person's full name as the
 * screen shows it (the student's, or the account holder's for a family). The
 * server compares it again (functions/shared-domains/privacy/erasure/erasure-confirmation.ts).
 */
export const erasureConfirmationSchema = z.object({
  confirm: z
    .string({ error: 'Type the full name to confirm the erasure' })
    .trim()
    .min(1, 'Type the full name to confirm the erasure')
    .max(200, 'The confirmation is at most 200 characters'),
});

export const erasureResultSchema = z.object({
  _id: z.string(),
  /** The students erased: the one, or a family's children. */
  studentIds: z.array(z.string()),
});

export type ErasureConfirmation = z.infer<typeof erasureConfirmationSchema>;

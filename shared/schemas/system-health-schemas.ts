import * as z from 'zod';

/**
 * The super_admin's System health page (docs/operations.md#system-health-page):
 * what needs attention in the school's running system, read on request.
 */

/** A failed email on the school's list: the super_admin sees who it was for, what it was and why it failed. */
export const systemFailedEmailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  recipientUserId: z.string(),
  /** The recipient's current address; empty when the account is gone. */
  recipientEmail: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
  reason: z.string(),
  /** False when the email carried a one-time link that was not kept: it cannot be sent again as it was. */
  retryable: z.boolean(),
});
export type SystemFailedEmail = z.infer<typeof systemFailedEmailSchema>;

export const jobOutcomeSchema = z.enum(['succeeded', 'failed']);

export const systemHealthSchema = z.object({
  emails: z.object({
    /** Messages waiting to be sent (counted up to `pendingCap`). */
    pending: z.number().int(),
    pendingCapped: z.boolean(),
    /** The newest page of failed emails; `failedNextCursor` continues it (query `failedCursor`). */
    failed: z.array(systemFailedEmailSchema),
    failedNextCursor: z.string().optional(),
  }),
  deadLetters: z.array(z.object({ queue: z.string(), count: z.number().int() })),
  /** False where the queues cannot be read (deadLettersNote says why). */
  deadLettersAvailable: z.boolean(),
  deadLettersNote: z.string().optional(),
  jobs: z.array(
    z.object({
      name: z.string(),
      /** Null until the job has run once since this page existed. */
      lastRunAt: z.string().nullable(),
      outcome: jobOutcomeSchema.nullable(),
      error: z.string().optional(),
      /** No run for longer than the job's schedule allows (docs/operations.md). */
      stale: z.boolean(),
    }),
  ),
  emailIdentity: z.object({ identity: z.string().optional(), verified: z.boolean(), status: z.string() }),
  alarms: z.object({
    available: z.boolean(),
    firing: z.array(z.object({ name: z.string(), reason: z.string(), since: z.string() })),
    note: z.string().optional(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const systemHealthQuerySchema = z.object({
  failedCursor: z.string().max(1024, 'Invalid cursor').optional(),
});

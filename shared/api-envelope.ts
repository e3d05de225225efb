import * as z from 'zod';

/**
 * Every success body is `{ success: true, data, message? }` (docs/architecture.md#thin-handlers), lists read
 * by page also `nextCursor?`.
 */
export function successEnvelopeSchema<T extends z.ZodType>(data: T, options: { paginated?: boolean } = {}) {
  const envelope = z.object({ success: z.literal(true), data, message: z.string().optional() });
  if (!options.paginated) return envelope;
  return envelope.extend({
    nextCursor: z.string().describe('Pass as `cursor` for the next page').optional(),
  });
}

/** Every error body is `{ success: false, message, errors? }`; `errors` maps a field to its message. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

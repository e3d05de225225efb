import * as z from 'zod';
import { gettingStartedStepIds } from '../getting-started/getting-started-steps';

export const gettingStartedSchema = z.object({
  steps: z.array(z.object({ id: z.enum(gettingStartedStepIds), done: z.boolean(), href: z.string() })),
  dismissed: z.boolean(),
  /** Whether the dashboard shows the checklist: a step is left and it was not dismissed. */
  shown: z.boolean(),
});

export type GettingStarted = z.infer<typeof gettingStartedSchema>;

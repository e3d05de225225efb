import type * as z from 'zod';
import { disguisingCharacterMessage, hasDisguisingCharacter } from '../text/disguising-characters';

/**
 * Refuses text that hides or reorders what a reader sees (shared/text/disguising-characters.ts). Chained
 * after `.trim()`, so what sits only at the edges is trimmed away rather than refused.
 */
export function plainText<Schema extends z.ZodString>(
  schema: Schema,
  label: string,
  options: { multiline?: boolean } = {},
): Schema {
  return schema.refine((text) => !hasDisguisingCharacter(text, options), disguisingCharacterMessage(label));
}

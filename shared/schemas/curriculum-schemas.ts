import * as z from 'zod';
import { idPattern } from '../ids';
import { plainText } from './plain-text-schema';

/** Ids are 24 hex characters, each with its own message. */
const hexId = (message: string) => z.string({ error: message }).regex(idPattern, message);

export const subjectIdParamsSchema = z.object({ subjectId: hexId('Invalid subject ID format') });
export const unitParamsSchema = subjectIdParamsSchema.extend({ unitId: hexId('Invalid unit ID format') });
export const topicParamsSchema = unitParamsSchema.extend({ topicId: hexId('Invalid topic ID format') });

const nameSchema = (label: string) =>
  plainText(
    z
      .string({ error: `${label} name is required` })
      .trim()
      .min(1, `${label} name is required`)
      .max(120, `${label} name must be at most 120 characters`),
    `${label} name`,
  );

export const subjectBodySchema = z.object({ name: nameSchema('Subject') });
export const unitBodySchema = z.object({ name: nameSchema('Unit') });
export const topicBodySchema = z.object({ name: nameSchema('Topic') });

export const topicSchema = z.object({ _id: z.string(), name: z.string() });
export const unitSchema = z.object({ _id: z.string(), name: z.string(), topics: z.array(topicSchema) });
export const subjectSummarySchema = z.object({ _id: z.string(), name: z.string() });
export const subjectDetailSchema = subjectSummarySchema.extend({ units: z.array(unitSchema) });

export type Topic = z.infer<typeof topicSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type SubjectDetail = z.infer<typeof subjectDetailSchema>;
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

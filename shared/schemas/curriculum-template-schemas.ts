import * as z from 'zod';

export const keyStages = ['KS1', 'KS2', 'KS3', 'GCSE'] as const;
export type KeyStage = (typeof keyStages)[number];

/**
 * What a template may hold, so an import always makes a subject the curriculum screens handle
 * (names within the curriculum's own 120-character limit, shared/schemas/curriculum-schemas.ts).
 */
export const curriculumTemplateLimits = {
  minUnits: 5,
  maxUnits: 12,
  minTopicsPerUnit: 3,
  maxTopicsPerUnit: 10,
} as const;

export const curriculumTemplateParamsSchema = z.object({
  templateId: z
    .string({ error: 'Invalid template ID format' })
    .regex(/^[a-z0-9-]{1,60}$/, 'Invalid template ID format'),
});

export const curriculumTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  keyStage: z.enum(keyStages),
  subjectName: z.string(),
  source: z.string(),
  units: z.array(z.object({ name: z.string(), topics: z.array(z.string()) })),
  /** The subject an earlier import made, while it exists; null when never imported (or that subject was deleted). */
  importedSubjectId: z.string().nullable(),
});

export type CurriculumTemplateSummary = z.infer<typeof curriculumTemplateSchema>;

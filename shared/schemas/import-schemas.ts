import * as z from 'zod';
import { familyFields, importKinds, teacherFields } from '../imports/import-columns';
import { importBodyBytes } from '../imports/import-limits';
import { idSchema } from './value-schemas';

/** The spreadsheet import's requests and answers (issue 38, docs/import.md). */
export const importKindSchema = z.enum(importKinds, { error: 'kind must be families or teachers' });

const headerSchema = z.string().max(200, 'A column name is at most 200 characters');

export const importMappingSchema = z.partialRecord(
  z.enum([...new Set([...familyFields, ...teacherFields])], { error: 'Unknown column in the mapping' }),
  headerSchema,
);

export const importPreviewBodySchema = z.object({
  kind: importKindSchema,
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(200, 'fileName must be at most 200 characters'),
  /** The file's bytes, base64-encoded. */
  content: z
    .string({ error: 'content is required' })
    .min(1, 'The file is empty.')
    .max(importBodyBytes, 'The file is too large.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'content must be the file base64-encoded'),
  /** Field → header; absent: the mapping remembered for this kind if it fits the file, else the product's guess. */
  mapping: importMappingSchema.optional(),
});

export const importApplyBodySchema = z.object({
  /** One invitation per new family (or teacher), sent once every row is done. */
  sendInvitations: z.boolean({ error: 'sendInvitations must be true or false' }).default(false),
});

export const importTemplateQuerySchema = z.object({ kind: importKindSchema });

export const importVerdictSchema = z.enum(['create', 'update', 'unchanged', 'error']);
export const importOutcomeSchema = z.enum(['created', 'updated', 'unchanged', 'failed']);

export const importRowSchema = z.object({
  row: z.number().int().positive(),
  verdict: importVerdictSchema,
  reason: z.string().optional(),
  /** Who the row is about: "Jane Smith → Tom Smith", or a teacher's name. */
  label: z.string(),
  /** Once applied: what the job did with the row, and why when it failed. */
  outcome: importOutcomeSchema.optional(),
  message: z.string().optional(),
});

const countsSchema = z.object({
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  error: z.number().int().nonnegative(),
});

export const importSchema = z.object({
  importId: idSchema,
  kind: importKindSchema,
  fileName: z.string(),
  status: z.enum(['previewed', 'applying', 'done', 'failed']),
  /** The file's headers, in order. */
  columns: z.array(z.string()),
  mapping: importMappingSchema,
  counts: countsSchema,
  /** The apply job: families (or teachers) to do and done. */
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  sendInvitations: z.boolean(),
  invitationsSent: z.number().int().nonnegative(),
  outcomes: z.object({
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  failure: z.string().optional(),
  createdAt: z.iso.datetime(),
  rows: z.array(importRowSchema),
});

export type ImportView = z.infer<typeof importSchema>;
export type ImportRowView = z.infer<typeof importRowSchema>;

import * as z from 'zod';
import { idPattern } from '../ids';
import { roles } from '../roles';
import { topicNoteMaxLength } from '../topic-statuses';
import { topicStatusSchema } from './value-schemas';
import { plainText } from './plain-text-schema';

const hexId = (message: string) => z.string({ error: message }).regex(idPattern, message);

const studentId = hexId('Invalid student ID format');
const topicId = hexId('Invalid topic ID format');
const subjectId = hexId('Invalid subject ID format');

export const noteSchema = plainText(
  z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(topicNoteMaxLength, `Notes must not exceed ${topicNoteMaxLength} characters`),
  'Notes',
  { multiline: true },
);

export const progressUpdateSchema = z.object({
  studentId,
  topicId,
  status: topicStatusSchema,
  notes: noteSchema.optional(),
});

export const topicNoteUpdateSchema = z.object({ studentId, topicId, notes: noteSchema });

export const studentParamsSchema = z.object({ studentId });
export const studentSubjectParamsSchema = z.object({ studentId, subjectId });
export const studentTopicParamsSchema = z.object({ studentId, topicId });

export const progressRecordSchema = z.object({
  studentId: z.string(),
  subjectId: z.string(),
  topicId: z.object({ _id: z.string() }),
  status: topicStatusSchema,
  notes: z.string(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string(),
});

export const topicNotesSchema = z.object({ topicNotes: z.record(z.string(), z.string()) });

export const statusChangeSchema = z.object({
  status: topicStatusSchema,
  /** The changer's name as the account is now ('Former account' once it is deleted). */
  changedBy: z.string(),
  /** The changer's role as the account is now; null for a deleted account or an entry older than roles in history. */
  changedByRole: z.enum(roles).nullable(),
  changedAt: z.iso.datetime(),
  /** The lesson whose report made the change (docs/lesson-reports.md); absent for a change made on the sheet. */
  lessonId: z.string().optional(),
});

export type ProgressRecord = z.infer<typeof progressRecordSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;

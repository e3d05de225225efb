import * as z from 'zod';
import { idSchema } from './value-schemas';
import { plainText } from './plain-text-schema';

export const studentNameSchema = plainText(
  z
    .string({ error: 'Student name is required' })
    .trim()
    .min(1, 'Student name is required')
    .max(100, 'Student name must be at most 100 characters'),
  'Student name',
);

/** Free text, as schools name years and stages differently: "Year 5", "KS3", "GCSE"… */
export const gradeSchema = plainText(
  z.string().trim().max(40, 'Grade must be at most 40 characters'),
  'Grade',
);

export const parentIdSchema = z
  .string({ error: 'Parent selection is required' })
  .min(1, 'Parent selection is required')
  .pipe(idSchema);

export const allocatedSubjectsSchema = z
  .array(idSchema, { error: 'Subjects must be a list of subject ids' })
  .max(60, 'A student can have at most 60 subjects')
  .transform((ids) => [...new Set(ids)]);

export const studentCreateSchema = z.object({
  name: studentNameSchema,
  grade: gradeSchema.optional(),
  parentId: parentIdSchema,
  subjects: allocatedSubjectsSchema.optional(),
});

/**
 * Every editable field; which of them a caller may send is decided by role on
 * the server (only super_admin changes name and parent), and a forbidden field
 * is refused rather than dropped.
 */
export const studentUpdateSchema = z.strictObject(
  {
    name: studentNameSchema.optional(),
    grade: gradeSchema.optional(),
    parentId: parentIdSchema.optional(),
    subjects: allocatedSubjectsSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);

export const studentSchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  grade: z.string(),
  parentId: idSchema,
  /**
   * The parent as a list (`parents`, the field older clients read), with the name denormalised onto the
   * student for list screens.
   */
  parents: z.array(z.object({ _id: idSchema, name: z.string() })),
  subjects: z.array(idSchema),
  teacherIds: z.array(idSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Student = z.infer<typeof studentSchema>;
export type StudentCreate = z.infer<typeof studentCreateSchema>;
export type StudentUpdate = z.infer<typeof studentUpdateSchema>;

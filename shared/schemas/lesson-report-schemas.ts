import * as z from 'zod';
import { idPattern } from '../ids';
import { reportMaxTopics, reportTextMaxLength, reportTopicStatuses } from '../lesson-reports';
import { topicStatusSchema } from './value-schemas';
import { subjectDetailSchema } from './curriculum-schemas';
import { lessonSchema } from './lesson-schemas';
import { pageQuerySchema } from './pagination-schemas';
import { plainText } from './plain-text-schema';

const reportText = (label: string) =>
  plainText(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(reportTextMaxLength, `${label} must be at most ${reportTextMaxLength} characters`),
    label,
    { multiline: true },
  );

/** Red, amber or green: the topic statuses a report sets (shared/lesson-reports.ts). */
export const reportTopicStatusSchema = z.enum(reportTopicStatuses, {
  error: 'Each topic needs a status: red (difficult), amber (ok) or green (confident)',
});

export const reportTopicInputSchema = z.object({
  topicId: z.string({ error: 'Invalid topic ID format' }).regex(idPattern, 'Invalid topic ID format'),
  status: reportTopicStatusSchema,
});

/** `POST /lessons/{id}/report`: the topics covered with their new status, homework, a comment for the family. */
export const lessonReportInputSchema = z
  .object({
    topics: z
      .array(reportTopicInputSchema, { error: 'Topics must be a list' })
      .max(reportMaxTopics, `A report can cover at most ${reportMaxTopics} topics`),
    homework: reportText('Homework').default(''),
    comment: reportText('The comment').default(''),
  })
  .refine((report) => new Set(report.topics.map((topic) => topic.topicId)).size === report.topics.length, {
    message: 'Each topic can appear once in a report',
    path: ['topics'],
  })
  .refine((report) => report.topics.length > 0 || report.homework !== '' || report.comment !== '', {
    message: 'Choose at least one topic, or write homework or a comment',
    path: ['topics'],
  });

export type LessonReportInput = z.input<typeof lessonReportInputSchema>;

export const lessonReportTopicSchema = z.object({
  topicId: z.string(),
  /** The topic's and its unit's names when the report was written. */
  topicName: z.string(),
  unitName: z.string(),
  status: reportTopicStatusSchema,
  /** The topic's status before the report; the same as `status` when the report left it as it was. */
  previousStatus: topicStatusSchema,
});

export const lessonReportSchema = z.object({
  lessonId: z.string(),
  studentId: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  topics: z.array(lessonReportTopicSchema),
  homework: z.string(),
  comment: z.string(),
  /** Who wrote it, by name as stored when written. */
  writtenBy: z.string(),
  writtenAt: z.iso.datetime(),
});

export type LessonReport = z.infer<typeof lessonReportSchema>;

/**
 * `GET /lessons/{id}/report`: the lesson, its report (null until written) and what the report form
 * offers: the student's curriculum for the lesson's subject (null without one) and each topic's status now.
 */
export const lessonReportViewSchema = z.object({
  lesson: lessonSchema,
  report: lessonReportSchema.nullable(),
  curriculum: subjectDetailSchema.nullable(),
  statuses: z.record(z.string(), topicStatusSchema),
  /** Whether the caller may write the report now (the lesson's teacher or staff, started, not canceled, none yet). */
  canWrite: z.boolean(),
});

export type LessonReportView = z.infer<typeof lessonReportViewSchema>;

export const lessonsToReportQuerySchema = pageQuerySchema.extend({
  teacherId: z.string().regex(idPattern, 'Invalid ID format').optional(),
});

/**
 * `GET /lessons/to-report`: a teacher's own lessons awaiting a report (or, for staff, one teacher's with
 * `teacherId`), oldest first; staff without `teacherId` get the count per teacher instead.
 */
export const lessonsToReportSchema = z.object({
  lessons: z.array(lessonSchema),
  teachers: z.array(
    z.object({ teacherId: z.string(), teacherName: z.string(), outstanding: z.number().int() }),
  ),
});

import * as z from 'zod';
import { roles } from '../roles';
import { recentActivitySchema } from '../schemas/people-schemas';
import {
  progressRecordSchema,
  progressUpdateSchema,
  statusChangeSchema,
  studentParamsSchema,
  studentSubjectParamsSchema,
  studentTopicParamsSchema,
  topicNoteUpdateSchema,
  topicNotesSchema,
} from '../schemas/progress-schemas';
import { defineRoute } from './route-definition';

/** Every route checks on the server that the caller may see the student (spec §6). */
export const progressRoutes = {
  'progress.recent': defineRoute({
    id: 'progress.recent',
    method: 'GET',
    path: '/progress/recent',
    domain: 'progress',
    access: roles,
    summary: 'The newest progress updates the caller may see',
    data: z.array(recentActivitySchema),
  }),
  'progress.ofStudent': defineRoute({
    id: 'progress.ofStudent',
    method: 'GET',
    path: '/progress/student/{studentId}',
    domain: 'progress',
    access: roles,
    summary: 'Every progress record of a student, all subjects',
    params: studentParamsSchema,
    data: z.array(progressRecordSchema),
  }),
  'progress.sheet': defineRoute({
    id: 'progress.sheet',
    method: 'GET',
    path: '/progress/student/{studentId}/subject/{subjectId}',
    domain: 'progress',
    access: roles,
    summary:
      "A student's progress records in one allocated subject (topics without a record are not studied)",
    params: studentSubjectParamsSchema,
    data: z.array(progressRecordSchema),
  }),
  'progress.topicHistory': defineRoute({
    id: 'progress.topicHistory',
    method: 'GET',
    path: '/progress/student/{studentId}/topic/{topicId}/history',
    domain: 'progress',
    access: roles,
    summary: 'Every status change of one topic for one student: status, who, when, newest first',
    params: studentTopicParamsSchema,
    data: z.array(statusChangeSchema),
  }),
  'progress.update': defineRoute({
    id: 'progress.update',
    method: 'POST',
    path: '/progress',
    domain: 'progress',
    access: roles,
    summary: "Set a topic's status (and optionally its note) for a student",
    body: progressUpdateSchema,
    data: progressRecordSchema,
  }),
  'progress.notes': defineRoute({
    id: 'progress.notes',
    method: 'GET',
    path: '/progress/notes/{studentId}/{subjectId}',
    domain: 'progress',
    access: roles,
    summary: "A student's topic notes in one subject, as topicNotes",
    params: studentSubjectParamsSchema,
    data: topicNotesSchema,
  }),
  'progress.updateNote': defineRoute({
    id: 'progress.updateNote',
    method: 'POST',
    path: '/progress/notes/topic',
    domain: 'progress',
    access: roles,
    summary: "Set a topic's note (25 characters at most); an empty note deletes it",
    body: topicNoteUpdateSchema,
    data: z.object({ topicId: z.string(), notes: z.string() }),
  }),
} as const;

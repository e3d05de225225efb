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
import { defineDomainRoutes } from './route-definition';

/**
 * Every route checks on the server that the caller may see the student (docs/architecture.md#permissions).
 */
export const progressRoutes = defineDomainRoutes('progress', {
  'progress.recent': {
    method: 'GET',
    path: '/progress/recent',
    access: roles,
    summary: 'The newest progress updates the caller may see',
    data: z.array(recentActivitySchema),
  },
  'progress.ofStudent': {
    method: 'GET',
    path: '/progress/student/{studentId}',
    access: roles,
    summary: 'Every progress record of a student, all subjects',
    params: studentParamsSchema,
    data: z.array(progressRecordSchema),
  },
  'progress.sheet': {
    method: 'GET',
    path: '/progress/student/{studentId}/subject/{subjectId}',
    access: roles,
    summary:
      "A student's progress records in one allocated subject (topics without a record are not studied)",
    params: studentSubjectParamsSchema,
    data: z.array(progressRecordSchema),
  },
  'progress.topicHistory': {
    method: 'GET',
    path: '/progress/student/{studentId}/topic/{topicId}/history',
    access: roles,
    summary: 'Every status change of one topic for one student: status, who, when, newest first',
    params: studentTopicParamsSchema,
    data: z.array(statusChangeSchema),
  },
  'progress.update': {
    method: 'POST',
    path: '/progress',
    access: roles,
    summary: "Set a topic's status (and optionally its note) for a student",
    body: progressUpdateSchema,
    data: progressRecordSchema,
  },
  'progress.notes': {
    method: 'GET',
    path: '/progress/notes/{studentId}/{subjectId}',
    access: roles,
    summary: "A student's topic notes in one subject, as topicNotes",
    params: studentSubjectParamsSchema,
    data: topicNotesSchema,
  },
  'progress.updateNote': {
    method: 'POST',
    path: '/progress/notes/topic',
    access: roles,
    summary: "Set a topic's note (500 characters at most); an empty note deletes it",
    body: topicNoteUpdateSchema,
    data: z.object({ topicId: z.string(), notes: z.string() }),
  },
});

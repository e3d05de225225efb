import { z } from 'zod';
import { roles, type Role } from '../roles';
import {
  subjectBodySchema,
  subjectDetailSchema,
  subjectIdParamsSchema,
  subjectSummarySchema,
  topicBodySchema,
  topicParamsSchema,
  topicSchema,
  unitBodySchema,
  unitParamsSchema,
  unitSchema,
} from '../schemas/curriculum-schemas';
import { defineRoute } from './route-definition';

/**
 * The curriculum is shared by the whole school, so only staff change it:
 * teachers add and rename, admins also delete. (Spec §6 shows these controls
 * to parents too; a family must not be able to delete a subject for everyone.)
 */
const curriculumEditors: readonly Role[] = ['super_admin', 'admin', 'teacher'];
const curriculumOwners: readonly Role[] = ['super_admin', 'admin'];
const deleted = z.object({ _id: z.string() });

export const curriculumRoutes = {
  'curriculum.listSubjects': defineRoute({
    id: 'curriculum.listSubjects',
    method: 'GET',
    path: '/subjects',
    domain: 'curriculum',
    access: roles,
    summary: 'Every subject of the school, by name',
    data: z.array(subjectSummarySchema),
  }),
  'curriculum.getSubject': defineRoute({
    id: 'curriculum.getSubject',
    method: 'GET',
    path: '/subjects/{subjectId}',
    domain: 'curriculum',
    access: roles,
    summary: 'A subject with its units and their topics, in curriculum order',
    params: subjectIdParamsSchema,
    data: subjectDetailSchema,
  }),
  'curriculum.createSubject': defineRoute({
    id: 'curriculum.createSubject',
    method: 'POST',
    path: '/subjects',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Add a subject',
    body: subjectBodySchema,
    data: subjectSummarySchema,
    successStatus: 201,
  }),
  'curriculum.updateSubject': defineRoute({
    id: 'curriculum.updateSubject',
    method: 'PUT',
    path: '/subjects/{subjectId}',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Rename a subject',
    params: subjectIdParamsSchema,
    body: subjectBodySchema,
    data: subjectSummarySchema,
  }),
  'curriculum.deleteSubject': defineRoute({
    id: 'curriculum.deleteSubject',
    method: 'DELETE',
    path: '/subjects/{subjectId}',
    domain: 'curriculum',
    access: curriculumOwners,
    summary: 'Delete a subject with its units, topics, and every progress record and note on them',
    params: subjectIdParamsSchema,
    data: deleted,
  }),
  'curriculum.createUnit': defineRoute({
    id: 'curriculum.createUnit',
    method: 'POST',
    path: '/subjects/{subjectId}/units',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Add a unit at the end of a subject',
    params: subjectIdParamsSchema,
    body: unitBodySchema,
    data: unitSchema,
    successStatus: 201,
  }),
  'curriculum.updateUnit': defineRoute({
    id: 'curriculum.updateUnit',
    method: 'PUT',
    path: '/subjects/{subjectId}/units/{unitId}',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Rename a unit (its place in the order stays)',
    params: unitParamsSchema,
    body: unitBodySchema,
    data: unitSchema,
  }),
  'curriculum.deleteUnit': defineRoute({
    id: 'curriculum.deleteUnit',
    method: 'DELETE',
    path: '/subjects/{subjectId}/units/{unitId}',
    domain: 'curriculum',
    access: curriculumOwners,
    summary: 'Delete a unit with its topics and their progress and notes',
    params: unitParamsSchema,
    data: deleted,
  }),
  'curriculum.createTopic': defineRoute({
    id: 'curriculum.createTopic',
    method: 'POST',
    path: '/subjects/{subjectId}/units/{unitId}/topics',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Add a topic at the end of a unit',
    params: unitParamsSchema,
    body: topicBodySchema,
    data: topicSchema,
    successStatus: 201,
  }),
  'curriculum.updateTopic': defineRoute({
    id: 'curriculum.updateTopic',
    method: 'PUT',
    path: '/subjects/{subjectId}/units/{unitId}/topics/{topicId}',
    domain: 'curriculum',
    access: curriculumEditors,
    summary: 'Rename a topic (its number stays)',
    params: topicParamsSchema,
    body: topicBodySchema,
    data: topicSchema,
  }),
  'curriculum.deleteTopic': defineRoute({
    id: 'curriculum.deleteTopic',
    method: 'DELETE',
    path: '/subjects/{subjectId}/units/{unitId}/topics/{topicId}',
    domain: 'curriculum',
    access: curriculumOwners,
    summary: 'Delete a topic and its progress and notes',
    params: topicParamsSchema,
    data: deleted,
  }),
} as const;

import * as z from 'zod';
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
import {
  curriculumTemplateParamsSchema,
  curriculumTemplateSchema,
} from '../schemas/curriculum-template-schemas';
import { defineDomainRoutes } from './route-definition';

/**
 * The curriculum is shared by the whole school, so only staff change it:
 * teachers add and rename, admins also delete. (The product's specification showed these controls
 * to parents too; a family must not be able to delete a subject for everyone.)
 */
const curriculumEditors: readonly Role[] = ['super_admin', 'admin', 'teacher'];
const curriculumOwners: readonly Role[] = ['super_admin', 'admin'];
const deleted = z.object({ _id: z.string() });

export const curriculumRoutes = defineDomainRoutes('curriculum', {
  'curriculum.listSubjects': {
    method: 'GET',
    path: '/subjects',
    access: roles,
    summary: 'Every subject of the school, by name',
    data: z.array(subjectSummarySchema),
  },
  'curriculum.getSubject': {
    method: 'GET',
    path: '/subjects/{subjectId}',
    access: roles,
    summary: 'A subject with its units and their topics, in curriculum order',
    params: subjectIdParamsSchema,
    data: subjectDetailSchema,
  },
  'curriculum.createSubject': {
    method: 'POST',
    path: '/subjects',
    access: curriculumEditors,
    summary: 'Add a subject',
    body: subjectBodySchema,
    data: subjectSummarySchema,
    successStatus: 201,
  },
  'curriculum.updateSubject': {
    method: 'PUT',
    path: '/subjects/{subjectId}',
    access: curriculumEditors,
    summary: 'Rename a subject',
    params: subjectIdParamsSchema,
    body: subjectBodySchema,
    data: subjectSummarySchema,
  },
  'curriculum.deleteSubject': {
    method: 'DELETE',
    path: '/subjects/{subjectId}',
    access: curriculumOwners,
    summary: 'Delete a subject with its units, topics, and every progress record and note on them',
    params: subjectIdParamsSchema,
    data: deleted,
  },
  'curriculum.createUnit': {
    method: 'POST',
    path: '/subjects/{subjectId}/units',
    access: curriculumEditors,
    summary: 'Add a unit at the end of a subject',
    params: subjectIdParamsSchema,
    body: unitBodySchema,
    data: unitSchema,
    successStatus: 201,
  },
  'curriculum.updateUnit': {
    method: 'PUT',
    path: '/subjects/{subjectId}/units/{unitId}',
    access: curriculumEditors,
    summary: 'Rename a unit (its place in the order stays)',
    params: unitParamsSchema,
    body: unitBodySchema,
    data: unitSchema,
  },
  'curriculum.deleteUnit': {
    method: 'DELETE',
    path: '/subjects/{subjectId}/units/{unitId}',
    access: curriculumOwners,
    summary: 'Delete a unit with its topics and their progress and notes',
    params: unitParamsSchema,
    data: deleted,
  },
  'curriculum.createTopic': {
    method: 'POST',
    path: '/subjects/{subjectId}/units/{unitId}/topics',
    access: curriculumEditors,
    summary: 'Add a topic at the end of a unit',
    params: unitParamsSchema,
    body: topicBodySchema,
    data: topicSchema,
    successStatus: 201,
  },
  'curriculum.updateTopic': {
    method: 'PUT',
    path: '/subjects/{subjectId}/units/{unitId}/topics/{topicId}',
    access: curriculumEditors,
    summary: 'Rename a topic (its number stays)',
    params: topicParamsSchema,
    body: topicBodySchema,
    data: topicSchema,
  },
  'curriculum.deleteTopic': {
    method: 'DELETE',
    path: '/subjects/{subjectId}/units/{unitId}/topics/{topicId}',
    access: curriculumOwners,
    summary: 'Delete a topic and its progress and notes',
    params: topicParamsSchema,
    data: deleted,
  },
  'curriculum.listTemplates': {
    method: 'GET',
    path: '/curriculum-templates',
    access: curriculumEditors,
    summary:
      'The curriculum templates the product ships (docs/curriculum-templates.md), with their units and topics for a preview, and the subject an earlier import made (importedSubjectId)',
    data: z.array(curriculumTemplateSchema),
  },
  'curriculum.importTemplate': {
    method: 'POST',
    path: '/curriculum-templates/{templateId}/import',
    access: curriculumEditors,
    summary:
      'Make an ordinary subject from a template: 201 with the new subject, or 200 with the subject an earlier import made (a template is imported once while its subject exists)',
    params: curriculumTemplateParamsSchema,
    data: subjectSummarySchema,
    successStatus: 201,
  },
});

import { curriculumRoutes } from '../../shared/routes/curriculum-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { importCurriculumTemplate, listCurriculumTemplates } from './curriculum-template-services';
import { createSubject, deleteSubject, getSubject, listSubjects, updateSubject } from './subject-services';
import { createTopic, deleteTopic, updateTopic } from './topic-services';
import { createUnit, deleteUnit, updateUnit } from './unit-services';

export const handler = createDomainHandler('curriculum', curriculumRoutes, {
  'curriculum.listSubjects': listSubjects,
  'curriculum.getSubject': getSubject,
  'curriculum.createSubject': createSubject,
  'curriculum.updateSubject': updateSubject,
  'curriculum.deleteSubject': deleteSubject,
  'curriculum.createUnit': createUnit,
  'curriculum.updateUnit': updateUnit,
  'curriculum.deleteUnit': deleteUnit,
  'curriculum.createTopic': createTopic,
  'curriculum.updateTopic': updateTopic,
  'curriculum.deleteTopic': deleteTopic,
  'curriculum.listTemplates': listCurriculumTemplates,
  'curriculum.importTemplate': importCurriculumTemplate,
});

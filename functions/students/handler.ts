import { importRoutes } from '../../shared/routes/import-routes';
import { studentRoutes } from '../../shared/routes/student-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { createStudent } from './create-student';
import { deleteStudent } from './delete-student';
import { applyImport, getImport, importTemplate } from './import-apply';
import { previewImport } from './import-preview';
import { eraseStudentRecord } from './erase-student';
import { listStudents } from './list-students';
import { updateStudent } from './update-student';

export const handler = createDomainHandler(
  'students',
  { ...studentRoutes, ...importRoutes },
  {
    'students.list': listStudents,
    'students.create': createStudent,
    'students.update': updateStudent,
    'students.delete': deleteStudent,
    'students.erase': eraseStudentRecord,
    'students.importPreview': previewImport,
    'students.importApply': applyImport,
    'students.import': getImport,
    'students.importTemplate': importTemplate,
  },
);

import { studentRoutes } from '../../shared/routes/student-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { createStudent } from './create-student';
import { deleteStudent } from './delete-student';
import { eraseStudentRecord } from './erase-student';
import { listStudents } from './list-students';
import { updateStudent } from './update-student';

export const handler = createDomainHandler('students', studentRoutes, {
  'students.list': listStudents,
  'students.create': createStudent,
  'students.update': updateStudent,
  'students.delete': deleteStudent,
  'students.erase': eraseStudentRecord,
});

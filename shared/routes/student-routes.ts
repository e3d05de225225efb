import * as z from 'zod';
import { roles } from '../roles';
import { idParamsSchema } from '../schemas/people-schemas';
import { pageQuerySchema } from '../schemas/pagination-schemas';
import { studentCreateSchema, studentSchema, studentUpdateSchema } from '../schemas/student-schemas';
import { defineDomainRoutes } from './route-definition';
import { erasureConfirmationSchema, erasureResultSchema } from '../schemas/erasure-schemas';
import { erasureRefusal } from './privacy-routes';

export const studentRoutes = defineDomainRoutes('students', {
  'students.list': {
    method: 'GET',
    path: '/students',
    access: roles,
    summary: 'Students the caller may see: admins all, a teacher its students, a family its children',
    query: pageQuerySchema,
    data: z.array(studentSchema),
    paginated: true,
  },
  'students.create': {
    method: 'POST',
    path: '/students',
    access: ['super_admin', 'admin'],
    summary: "Add a student and link it into its parent's children",
    body: studentCreateSchema,
    data: studentSchema,
    successStatus: 201,
  },
  'students.update': {
    method: 'PUT',
    path: '/students/{id}',
    access: ['super_admin', 'admin'],
    summary: 'Edit grade and subjects; super_admin also name and parent (the link moves with it)',
    params: idParamsSchema,
    body: studentUpdateSchema,
    data: studentSchema,
  },
  'students.delete': {
    method: 'DELETE',
    path: '/students/{id}',
    access: ['super_admin', 'admin'],
    summary:
      'Delete a student, unlinking it from its parent and teachers and removing its progress and notes',
    params: idParamsSchema,
    data: z.object({ _id: z.string() }),
  },
  'students.erase': {
    method: 'POST',
    path: '/students/{id}/erase',
    access: ['super_admin'],
    forbiddenMessage: erasureRefusal,
    summary: 'Erase a student everywhere, after its full name is typed; issued invoices stay',
    params: idParamsSchema,
    body: erasureConfirmationSchema,
    data: erasureResultSchema,
  },
});

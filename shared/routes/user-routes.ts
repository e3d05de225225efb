import * as z from 'zod';
import { roles } from '../roles';
import {
  assignStudentsSchema,
  idParamsSchema,
  parentOptionSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '../schemas/people-schemas';
import { studentSchema } from '../schemas/student-schemas';
import { publicUserSchema } from '../schemas/user-schemas';
import { defineRoute } from './route-definition';

export const userRoutes = {
  'users.list': defineRoute({
    id: 'users.list',
    method: 'GET',
    path: '/users',
    domain: 'users',
    access: ['super_admin', 'admin'],
    summary:
      'Users by name; `role=user,parent` gives parent options (id, name, email only), `role=teacher` teachers',
    query: userListQuerySchema,
    data: z.array(z.union([publicUserSchema, parentOptionSchema])),
    paginated: true,
  }),
  'users.myChildren': defineRoute({
    id: 'users.myChildren',
    method: 'GET',
    path: '/users/me/children',
    domain: 'users',
    access: ['user', 'parent'],
    summary: "The signed-in family's children",
    data: z.array(studentSchema),
  }),
  'users.students': defineRoute({
    id: 'users.students',
    method: 'GET',
    path: '/users/{id}/students',
    domain: 'users',
    access: roles,
    summary:
      "A teacher's students or a family's children; teachers and families may only ask about themselves",
    params: idParamsSchema,
    data: z.array(studentSchema),
  }),
  'users.create': defineRoute({
    id: 'users.create',
    method: 'POST',
    path: '/users',
    domain: 'users',
    access: ['super_admin', 'admin'],
    confirmAccount: true,
    summary: 'Add a user (super_admin) or a teacher (super_admin, admin)',
    body: userCreateSchema,
    data: publicUserSchema,
    successStatus: 201,
  }),
  'users.update': defineRoute({
    id: 'users.update',
    method: 'PUT',
    path: '/users/{id}',
    domain: 'users',
    access: roles,
    confirmAccount: true,
    summary:
      'Edit a user: super_admin anyone, admin teachers, everyone their own record (never their own role)',
    params: idParamsSchema,
    body: userUpdateSchema,
    data: publicUserSchema,
  }),
  'users.delete': defineRoute({
    id: 'users.delete',
    method: 'DELETE',
    path: '/users/{id}',
    domain: 'users',
    access: ['super_admin', 'admin'],
    confirmAccount: true,
    summary:
      'Delete a user (super_admin) or a teacher (super_admin, admin); never oneself or the last super_admin',
    params: idParamsSchema,
    data: z.object({ _id: z.string() }),
  }),
  'users.assignStudents': defineRoute({
    id: 'users.assignStudents',
    method: 'POST',
    path: '/users/{id}/assign-students',
    domain: 'users',
    access: ['super_admin', 'admin'],
    confirmAccount: true,
    summary: "Replace a teacher's students with the given set",
    params: idParamsSchema,
    body: assignStudentsSchema,
    data: publicUserSchema,
  }),
} as const;

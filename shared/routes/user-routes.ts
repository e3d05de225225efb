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
import { pageQuerySchema } from '../schemas/pagination-schemas';
import { failedEmailSchema } from '../schemas/failed-email-schemas';
import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../schemas/email-preference-schemas';
import { unsubscribeApiPath } from '../messages/email-preferences';
import { defineDomainRoutes } from './route-definition';

export const userRoutes = defineDomainRoutes('users', {
  'users.list': {
    method: 'GET',
    path: '/users',
    access: ['super_admin', 'admin'],
    summary:
      'Users by name; `role=user,parent` gives parent options (id, name, email only), `role=teacher` teachers',
    query: userListQuerySchema,
    data: z.array(z.union([publicUserSchema, parentOptionSchema])),
    paginated: true,
  },
  'users.myChildren': {
    method: 'GET',
    path: '/users/me/children',
    access: ['user', 'parent'],
    summary: "The signed-in family's children",
    data: z.array(studentSchema),
  },
  'users.students': {
    method: 'GET',
    path: '/users/{id}/students',
    access: roles,
    summary:
      "A teacher's students or a family's children; teachers and families may only ask about themselves",
    params: idParamsSchema,
    data: z.array(studentSchema),
  },
  'users.create': {
    method: 'POST',
    path: '/users',
    access: ['super_admin', 'admin'],
    summary: 'Add a user (super_admin) or a teacher (super_admin, admin)',
    body: userCreateSchema,
    data: publicUserSchema,
    successStatus: 201,
  },
  'users.update': {
    method: 'PUT',
    path: '/users/{id}',
    access: roles,
    summary:
      'Edit a user: super_admin anyone, admin teachers, everyone their own record (never their own role)',
    params: idParamsSchema,
    body: userUpdateSchema,
    data: publicUserSchema,
  },
  'users.delete': {
    method: 'DELETE',
    path: '/users/{id}',
    access: ['super_admin', 'admin'],
    summary:
      'Delete a user (super_admin) or a teacher (super_admin, admin); never oneself or the last super_admin',
    params: idParamsSchema,
    data: z.object({ _id: z.string() }),
  },
  'users.assignStudents': {
    method: 'POST',
    path: '/users/{id}/assign-students',
    access: ['super_admin', 'admin'],
    summary: "Replace a teacher's students with the given set",
    params: idParamsSchema,
    body: assignStudentsSchema,
    data: publicUserSchema,
  },
  'users.failedEmails': {
    method: 'GET',
    path: '/users/{id}/failed-emails',
    access: ['super_admin', 'admin'],
    summary: "The account's emails given up on, newest first, each with the reason (staff only)",
    params: idParamsSchema,
    query: pageQuerySchema,
    data: z.array(failedEmailSchema),
    paginated: true,
  },
  'users.emailPreferences': {
    method: 'GET',
    path: '/account/email-preferences',
    access: roles,
    summary: 'Which categories of email the signed-in account gets (account emails always go)',
    data: emailPreferencesSchema,
  },
  'users.updateEmailPreferences': {
    method: 'PUT',
    path: '/account/email-preferences',
    access: roles,
    summary: "Turn categories of the signed-in account's email on or off (never account emails)",
    body: emailPreferencesUpdateSchema,
    data: emailPreferencesSchema,
  },
  'users.unsubscribe': {
    method: 'POST',
    path: unsubscribeApiPath,
    // The link in an email works without signing in (RFC 8058 one-click): its signed token is the credential.
    access: 'public',
    summary:
      "One-click unsubscribe (RFC 8058): the signed token of an email's List-Unsubscribe link turns its category off",
    query: unsubscribeQuerySchema,
    data: unsubscribeResultSchema,
  },
  'users.unsubscribePage': {
    method: 'GET',
    path: unsubscribeApiPath,
    access: 'public',
    summary:
      "A browser opening an email's List-Unsubscribe link is sent (303) to the page that asks before unsubscribing",
    query: unsubscribeQuerySchema,
    data: z.object({}),
    successStatus: 303,
  },
  'users.resendInvitation': {
    method: 'POST',
    path: '/users/{id}/invitation',
    access: ['super_admin', 'admin'],
    summary:
      'Email a new invitation to an account that has not chosen its password yet; the previous link stops working',
    params: idParamsSchema,
    data: publicUserSchema,
  },
});

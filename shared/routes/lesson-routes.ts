import * as z from 'zod';
import { roles, type Role } from '../roles';
import {
  lessonCreateSchema,
  lessonIdParamsSchema,
  lessonListQuerySchema,
  lessonSchema,
  lessonUpdateSchema,
  recurringLessonCreateSchema,
  seriesFromSchema,
  seriesParamsSchema,
} from '../schemas/lesson-schemas';
import { defineRoute } from './route-definition';

/** Spec §6: super_admin and admin book, edit and delete; teachers edit their own; families view. */
const bookers: readonly Role[] = ['super_admin', 'admin'];
const seriesChange = z.object({ recurringLessonId: z.string(), lessonIds: z.array(z.string()) });

export const lessonRoutes = {
  'lessons.list': defineRoute({
    id: 'lessons.list',
    method: 'GET',
    path: '/lessons',
    domain: 'lessons',
    access: roles,
    summary: 'Lessons in a date window the caller may see (staff all, teacher its own, family its children)',
    query: lessonListQuerySchema,
    data: z.array(lessonSchema),
    paginated: true,
  }),
  'lessons.create': defineRoute({
    id: 'lessons.create',
    method: 'POST',
    path: '/lessons',
    domain: 'lessons',
    access: bookers,
    confirmAccount: true,
    summary: 'Book a one-hour lesson; refused (409) when the teacher or student already has a lesson then',
    body: lessonCreateSchema,
    data: lessonSchema,
    successStatus: 201,
  }),
  'lessons.createRecurring': defineRoute({
    id: 'lessons.createRecurring',
    method: 'POST',
    path: '/recurring-lessons',
    domain: 'lessons',
    access: bookers,
    confirmAccount: true,
    summary: 'Book a daily, weekly or monthly series (at most a year); any clash refuses the whole series',
    body: recurringLessonCreateSchema,
    data: z.object({ recurringLessonId: z.string(), lessons: z.array(lessonSchema) }),
    successStatus: 201,
  }),
  'lessons.update': defineRoute({
    id: 'lessons.update',
    method: 'PUT',
    path: '/lessons/{id}',
    domain: 'lessons',
    access: ['super_admin', 'admin', 'teacher'],
    confirmAccount: true,
    summary:
      'Edit a lesson: admins the whole form, a teacher status, notes and meeting link of its own lessons',
    params: lessonIdParamsSchema,
    body: lessonUpdateSchema,
    data: lessonSchema,
  }),
  'lessons.delete': defineRoute({
    id: 'lessons.delete',
    method: 'DELETE',
    path: '/lessons/{id}',
    domain: 'lessons',
    access: bookers,
    confirmAccount: true,
    summary: 'Delete a lesson',
    params: lessonIdParamsSchema,
    data: z.object({ _id: z.string() }),
  }),
  'lessons.cancelSeries': defineRoute({
    id: 'lessons.cancelSeries',
    method: 'POST',
    path: '/recurring-lessons/{recurringLessonId}/cancel',
    domain: 'lessons',
    access: bookers,
    confirmAccount: true,
    summary: 'Cancel the lessons of a series from one occurrence on (completed ones stay)',
    params: seriesParamsSchema,
    body: seriesFromSchema,
    data: seriesChange,
  }),
  'lessons.deleteSeries': defineRoute({
    id: 'lessons.deleteSeries',
    method: 'POST',
    path: '/recurring-lessons/{recurringLessonId}/delete',
    domain: 'lessons',
    access: bookers,
    confirmAccount: true,
    summary: 'Delete the lessons of a series from one occurrence on (completed ones stay)',
    params: seriesParamsSchema,
    body: seriesFromSchema,
    data: seriesChange,
  }),
} as const;

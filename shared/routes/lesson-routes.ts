import * as z from 'zod';
import { familyRoles, roles, type Role } from '../roles';
import { lessonPolicySchema } from '../schemas/lesson-policy-schemas';
import {
  lessonAttendanceSchema,
  lessonCreateSchema,
  lessonIdParamsSchema,
  lessonListQuerySchema,
  lessonSchema,
  lessonUpdateSchema,
  recurringLessonCreateSchema,
  seriesFromSchema,
  seriesParamsSchema,
} from '../schemas/lesson-schemas';
import {
  lessonExportQuerySchema,
  teacherHoursQuerySchema,
  teacherHoursSchema,
} from '../schemas/export-schemas';
import { defineDomainRoutes } from './route-definition';
import {
  familyCancelQuoteSchema,
  familyCancelSchema,
  makeUpCreditListQuerySchema,
  makeUpCreditSchema,
  studentIdParamsSchema,
} from '../schemas/lesson-cancel-schemas';
import {
  lessonReportInputSchema,
  lessonReportSchema,
  lessonReportViewSchema,
  lessonsToReportQuerySchema,
  lessonsToReportSchema,
} from '../schemas/lesson-report-schemas';
import { lessonReminderSettingsSchema } from '../schemas/lesson-reminder-schemas';
import {
  lessonCalendarSummaryQuerySchema,
  lessonCalendarSummarySchema,
} from '../schemas/lesson-calendar-schemas';

/** super_admin and admin book, edit and delete; teachers edit their own; families view. */
const bookers: readonly Role[] = ['super_admin', 'admin'];
const bookingWrite = {
  access: bookers,
  forbiddenMessage: 'You do not have permission to book or delete lessons',
} as const;
const seriesChange = z.object({ recurringLessonId: z.string(), lessonIds: z.array(z.string()) });

export const lessonRoutes = defineDomainRoutes('lessons', {
  'lessons.list': {
    method: 'GET',
    path: '/lessons',
    access: roles,
    summary: 'Lessons in a date window the caller may see (staff all, teacher its own, family its children)',
    query: lessonListQuerySchema,
    data: z.array(lessonSchema),
    paginated: true,
  },
  'lessons.calendarSummary': {
    method: 'GET',
    path: '/lessons/calendar-summary',
    access: roles,
    summary:
      "A month view: the caller's lessons in a window counted per day (viewer's clock), each day's first few, filtered and searched by name on the server",
    query: lessonCalendarSummaryQuerySchema,
    data: lessonCalendarSummarySchema,
  },
  'lessons.create': {
    method: 'POST',
    path: '/lessons',
    ...bookingWrite,
    summary:
      'Book a lesson (60 minutes unless durationMinutes says 15 to 240 in steps of 5); refused (409) when the teacher or student already has a lesson then',
    body: lessonCreateSchema,
    data: lessonSchema,
    successStatus: 201,
  },
  'lessons.createRecurring': {
    method: 'POST',
    path: '/recurring-lessons',
    ...bookingWrite,
    summary: 'Book a daily, weekly or monthly series (at most a year); any clash refuses the whole series',
    body: recurringLessonCreateSchema,
    data: z.object({ recurringLessonId: z.string(), lessons: z.array(lessonSchema) }),
    successStatus: 201,
  },
  'lessons.update': {
    method: 'PUT',
    path: '/lessons/{id}',
    access: ['super_admin', 'admin', 'teacher'],
    forbiddenMessage: 'You do not have permission to edit lessons',
    summary:
      'Edit a lesson: admins the whole form, a teacher status, notes and meeting link of its own lessons',
    params: lessonIdParamsSchema,
    body: lessonUpdateSchema,
    data: lessonSchema,
  },
  'lessons.delete': {
    method: 'DELETE',
    path: '/lessons/{id}',
    ...bookingWrite,
    summary: 'Delete a lesson',
    params: lessonIdParamsSchema,
    data: z.object({ _id: z.string() }),
  },
  'lessons.cancelSeries': {
    method: 'POST',
    path: '/recurring-lessons/{recurringLessonId}/cancel',
    ...bookingWrite,
    summary: 'Cancel the lessons of a series from one occurrence on (completed ones stay)',
    params: seriesParamsSchema,
    body: seriesFromSchema,
    data: seriesChange,
  },
  'lessons.deleteSeries': {
    method: 'POST',
    path: '/recurring-lessons/{recurringLessonId}/delete',
    ...bookingWrite,
    summary: 'Delete the lessons of a series from one occurrence on (completed ones stay)',
    params: seriesParamsSchema,
    body: seriesFromSchema,
    data: seriesChange,
  },
  // The lesson report (issue 37, docs/lesson-reports.md).
  'lessons.writeReport': {
    method: 'POST',
    path: '/lessons/{id}/report',
    access: ['super_admin', 'admin', 'teacher'],
    forbiddenMessage: "Only the lesson's teacher or staff can write its report",
    summary:
      "Write a started lesson's report once: topics with a red / amber / green status (applied to the progress sheet in the same transaction), homework and a comment; the family is told",
    params: lessonIdParamsSchema,
    body: lessonReportInputSchema,
    data: lessonReportSchema,
    successStatus: 201,
  },
  'lessons.report': {
    method: 'GET',
    path: '/lessons/{id}/report',
    access: roles,
    summary:
      "A lesson's report (null until written) with the lesson, its subject's curriculum and the topics' statuses: staff, the lesson's teacher, the student's teachers and family",
    params: lessonIdParamsSchema,
    data: lessonReportViewSchema,
  },
  'lessons.toReport': {
    method: 'GET',
    path: '/lessons/to-report',
    access: ['super_admin', 'admin', 'teacher'],
    forbiddenMessage: 'You do not have permission to see lessons to report',
    summary:
      "Completed lessons of the last 60 days without a report: a teacher's own (staff: one teacher's with teacherId), or for staff the count per teacher",
    query: lessonsToReportQuerySchema,
    data: lessonsToReportSchema,
    paginated: true,
  },
  'lessons.reminderSettings': {
    method: 'GET',
    path: '/lesson-reminder-settings',
    access: bookers,
    forbiddenMessage: 'You do not have permission to change lesson reminders',
    summary: 'Whether families and teachers get a reminder the day before each lesson',
    data: lessonReminderSettingsSchema,
  },
  'lessons.updateReminderSettings': {
    method: 'PUT',
    path: '/lesson-reminder-settings',
    access: bookers,
    forbiddenMessage: 'You do not have permission to change lesson reminders',
    summary: 'Turn the day-before lesson reminders on or off for the school',
    body: lessonReminderSettingsSchema,
    data: lessonReminderSettingsSchema,
  },
  'lessons.exportCsv': {
    method: 'GET',
    path: '/lessons/export.csv',
    access: ['super_admin', 'admin', 'teacher'],
    forbiddenMessage: 'You do not have permission to export lessons',
    summary:
      "Lessons between two dates (each lesson's own calendar) as CSV, optionally one teacher's; a teacher only its own",
    query: lessonExportQuerySchema,
    data: z.instanceof(Uint8Array),
    produces: 'text/csv',
  },
  'lessons.teacherHours': {
    method: 'GET',
    path: '/lessons/teacher-hours',
    access: ['super_admin', 'admin'],
    forbiddenMessage: 'You do not have permission to view teacher hours',
    summary:
      "Minutes of completed lessons per teacher per month (each lesson's own calendar) between two months",
    query: teacherHoursQuerySchema,
    data: teacherHoursSchema,
  },
  'lessons.recordAttendance': {
    method: 'PUT',
    path: '/lessons/{id}/attendance',
    access: ['super_admin', 'admin', 'teacher'],
    forbiddenMessage: 'You do not have permission to record attendance',
    summary:
      'Record who came to a lesson once it has started (409 before): staff any lesson, a teacher its own',
    params: lessonIdParamsSchema,
    body: lessonAttendanceSchema,
    data: lessonSchema,
  },
  'lessons.policy': {
    method: 'GET',
    path: '/lesson-policy',
    access: roles,
    summary:
      "The school's lesson policy: notice period, late cancellation charge, billable attendance, make-up expiry, default time zone",
    data: lessonPolicySchema,
  },
  'lessons.updatePolicy': {
    method: 'PUT',
    path: '/lesson-policy',
    access: ['super_admin'],
    forbiddenMessage: 'Only a super admin can change the lesson policy',
    summary: "Replace the school's lesson policy (audited)",
    body: lessonPolicySchema,
    data: lessonPolicySchema,
  },
  // Cancellations and make-up credits (issue 37, docs/lesson-policy.md#cancellations).
  'lessons.familyCancelQuote': {
    method: 'GET',
    path: '/lessons/{id}/family-cancel',
    access: familyRoles,
    forbiddenMessage: "Only the student's family can cancel a lesson here",
    summary:
      "What canceling the lesson now would cost under the school's policy (late or not, the charge, whether a make-up credit follows), before the family confirms",
    params: lessonIdParamsSchema,
    data: familyCancelQuoteSchema,
  },
  'lessons.familyCancel': {
    method: 'POST',
    path: '/lessons/{id}/family-cancel',
    access: familyRoles,
    forbiddenMessage: "Only the student's family can cancel a lesson here",
    summary:
      'The family cancels an upcoming lesson: free with notice (a make-up credit), late otherwise (billed as the policy says); the teacher and staff are told',
    params: lessonIdParamsSchema,
    body: familyCancelSchema,
    data: lessonSchema,
  },
  'lessons.waiveCharge': {
    method: 'POST',
    path: '/lessons/{id}/waive-charge',
    access: bookers,
    forbiddenMessage: 'Only staff can waive a late cancellation charge',
    summary:
      "Waive a late cancellation's charge (audited): its draft invoice line goes; 409 when a sent invoice bills it (issue a credit note)",
    params: lessonIdParamsSchema,
    data: lessonSchema,
  },
  'lessons.makeUpCredits': {
    method: 'GET',
    path: '/students/{id}/make-up-credits',
    access: ['super_admin', 'admin', 'user', 'parent'],
    forbiddenMessage: "Only staff and the student's family can see make-up credits",
    summary:
      "A student's make-up credits (available, used or expired), page by page: staff, and the student's family",
    params: studentIdParamsSchema,
    query: makeUpCreditListQuerySchema,
    data: z.array(makeUpCreditSchema),
    paginated: true,
  },
});

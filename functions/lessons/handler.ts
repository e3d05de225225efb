import { calendarFeedRoutes } from '../../shared/routes/calendar-feed-routes';
import { lessonRoutes } from '../../shared/routes/lesson-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { calendarFeed, createFeed, feedStatus, revokeCalendarFeed } from './calendar-feed';
import { createLesson } from './create-lesson';
import { createRecurringLessons } from './create-series';
import { deleteLesson } from './delete-lesson';
import { exportLessonsCsv } from './export-lessons-csv';
import { lessonCalendarSummary } from './lesson-calendar-summary';
import { listLessons } from './list-lessons';
import { cancelSeries, deleteSeries } from './series-actions';
import { teacherHours } from './teacher-hours';
import { updateLesson } from './update-lesson';
import { getLessonPolicy, updateLessonPolicy } from './lesson-policy';
import { recordAttendance } from './record-attendance';
import { getLessonReminderSettings, updateLessonReminderSettings } from './lesson-reminder-settings';
import { readLessonReport, writeLessonReport } from './lesson-report';
import { lessonsToReport } from './lessons-to-report';
import { familyCancel, familyCancelQuote } from './family-cancel';
import { waiveCancelCharge } from './waive-cancel-charge';
import { listMakeUpCredits } from './make-up-credits';

export const handler = createDomainHandler(
  'lessons',
  { ...lessonRoutes, ...calendarFeedRoutes },
  {
    'lessons.list': listLessons,
    'lessons.calendarSummary': lessonCalendarSummary,
    'lessons.create': createLesson,
    'lessons.createRecurring': createRecurringLessons,
    'lessons.update': updateLesson,
    'lessons.delete': deleteLesson,
    'lessons.cancelSeries': cancelSeries,
    'lessons.deleteSeries': deleteSeries,
    'lessons.feedStatus': feedStatus,
    'lessons.feedCreate': createFeed,
    'lessons.feedRevoke': revokeCalendarFeed,
    'lessons.feed': calendarFeed,
    'lessons.reminderSettings': getLessonReminderSettings,
    'lessons.updateReminderSettings': updateLessonReminderSettings,
    'lessons.exportCsv': exportLessonsCsv,
    'lessons.teacherHours': teacherHours,
    'lessons.writeReport': writeLessonReport,
    'lessons.report': readLessonReport,
    'lessons.toReport': lessonsToReport,
    'lessons.recordAttendance': recordAttendance,
    'lessons.policy': getLessonPolicy,
    'lessons.updatePolicy': updateLessonPolicy,
    'lessons.familyCancelQuote': familyCancelQuote,
    'lessons.familyCancel': familyCancel,
    'lessons.waiveCharge': waiveCancelCharge,
    'lessons.makeUpCredits': listMakeUpCredits,
  },
);

import { Suspense } from 'react';
import type { LessonTimezone } from '../../../../../shared/lesson-time';
import { PanelLoadBoundary } from '../../../components/panel-load-boundary';
import { tabPanelProps } from '../../../components/tab-list';
import { renewableLazy } from '../../../lib/renewable-lazy';
import { viewerTimeZone } from '../../../lib/viewer-time-zone';
import { CalendarPlaceholder } from '../calendar/calendar-placeholder';
import { startFromCalendarSlot } from '../calendar/calendar-slot';
import type { LessonAddress } from './use-lesson-address';
import type { BookingLessons } from './use-booking-lessons';
import type { LessonDialogs } from './use-lesson-dialogs';

/**
 * react-big-calendar is 168 KB gzipped: it loads the first time the calendar
 * is shown, and brings the Lesson Details popup its events open with it.
 * Its download failing (a phone's connection) is said in the calendar's
 * place, with Try again (components/panel-load-boundary.tsx).
 */
const calendarCode = renewableLazy('the lessons calendar', async () => {
  void import('../calendar/lesson-details-dialog');
  return (await import('../calendar/lessons-calendar')).LessonsCalendar;
});

/** A time picked on the calendar is booked in the viewer's own country when it is one of the two. */
function viewerTimezone(): LessonTimezone {
  return viewerTimeZone() === 'Europe/London' ? 'UK' : 'UAE';
}

/** The Calendar tab: month, week, day or agenda; an event opens its details, an empty time books (admins), in a teacher's column with that teacher. */
export function LessonCalendarPanel({
  tabsId,
  canBook,
  teacherColumns,
  address,
  lessons,
  dialogs,
}: {
  tabsId: string;
  canBook: boolean;
  teacherColumns: boolean;
  address: LessonAddress;
  lessons: BookingLessons;
  dialogs: LessonDialogs;
}) {
  const { query } = lessons;
  const bookAt = (start: Date, teacherId?: string) => {
    const timezone = viewerTimezone();
    dialogs.open({
      kind: 'form',
      mode: 'book',
      start: startFromCalendarSlot(start, timezone),
      timezone,
      teacherId,
    });
  };
  return (
    <div {...tabPanelProps(tabsId, 'calendar')} className="focus:outline-none">
      <PanelLoadBoundary
        name="The calendar"
        renewLoader={calendarCode.renew}
        className="h-64 rounded-card border border-slate-200 bg-white sm:h-[550px]"
      >
        {() => (
          <Suspense fallback={<CalendarPlaceholder />}>
            {/*
             * Drawn once the first lessons are in: drawn empty, the teacher legend above the grid
             * arrived with them and pushed the whole month down (on the large school a layout shift
             * of 0.2, Lighthouse desktop).
             */}
            {lessons.calendarWaits ? (
              <CalendarPlaceholder />
            ) : (
              <calendarCode.Component
                lessons={lessons.shown}
                date={address.anchor}
                view={address.calendarView}
                onNavigate={address.setAnchor}
                onView={address.setCalendarView}
                onDrillDown={address.drillDown}
                onSelectLesson={(lesson) => dialogs.open({ kind: 'details', lesson })}
                onSelectSlot={canBook ? bookAt : undefined}
                teacherColumns={teacherColumns}
                updating={query.isPlaceholderData || (query.isPending && query.isFetching)}
                monthSummary={lessons.monthSummary}
              />
            )}
          </Suspense>
        )}
      </PanelLoadBoundary>
    </div>
  );
}

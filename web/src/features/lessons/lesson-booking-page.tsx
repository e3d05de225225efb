import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Role } from '../../../../shared/roles';
import { useSession } from '../../api/session-context';
import { FloatingNotice } from '../../components/floating-notice';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { RetryAlert } from '../../components/retry-alert';
import { useTabIds } from '../../components/tab-list';
import { useTimedMessage } from '../../components/use-timed-message';
import { CalendarFeedDialog } from './calendar/calendar-feed-dialog';
import { LessonFiltersBar } from './lesson-filters-bar';
import { noFilters, type LessonFilters } from './lesson-filters-model';
import { lessonMessages } from './lesson-messages';
import { canBookLessons, lessonEditAccess } from './lesson-permissions';
import { dateParam, urlParams } from './lesson-url-state';
import { LessonNotesDialog } from './table/lesson-notes-dialog';
import { LessonCalendarPanel } from './booking/lesson-calendar-panel';
import { LessonConfirmations } from './booking/lesson-confirmations';
import { LessonFormModal } from './booking/lesson-form-modal';
import { LessonTablePanel } from './booking/lesson-table-panel';
import { LessonViewTabs } from './booking/lesson-view-tabs';
import { useBookingLessons } from './booking/use-booking-lessons';
import { useLessonAddress } from './booking/use-lesson-address';
import { useLessonDialogs } from './booking/use-lesson-dialogs';
import { useMakeUpBookingLink } from './booking/use-make-up-booking-link';
import { useTeacherColours } from './booking/use-teacher-colours';
import { TeacherColoursContext } from './calendar/teacher-colours-context';

const LessonDetailsDialog = lazy(async () => ({
  default: (await import('./calendar/lesson-details-dialog')).LessonDetailsDialog,
}));

const noTeachers: readonly { _id: string }[] = [];

/** Long enough to read a one-line banner, short enough not to linger over the next change. */
const lessonBannerMs = 3000;

/**
 * The page's title: "Lesson Booking" (the specification's name) for the staff who book; teachers and
 * families, who cannot, read their own lessons.
 */
function pageTitle(role: Role): string {
  if (canBookLessons(role)) return 'Lesson Booking';
  return role === 'teacher' ? 'My Lessons' : 'Lessons';
}

/** Lesson booking: filters, a table or a calendar of lessons, and the book/edit modals. */
export function LessonBookingPage() {
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const canBook = canBookLessons(user?.role);
  const address = useLessonAddress(canBook);
  const viewTabs = useTabIds();
  const [filters, setFilters] = useState<LessonFilters>(noFilters);
  const success = useTimedMessage(lessonBannerMs);
  const lessons = useBookingLessons(user, address, filters);
  const dialogs = useLessonDialogs(user, success.show);
  useMakeUpBookingLink(canBook, dialogs.open);
  const teacherColours = useTeacherColours(
    lessons.shown,
    lessons.monthSummary?.teachers ?? noTeachers,
    canBook,
  );

  if (!user) return null;
  const title = pageTitle(user.role);
  const { dialog, close } = dialogs;
  const query = lessons.query;

  const changeFilters = (next: LessonFilters) => {
    // 'Today' shows today's lessons: the window moves to the period that holds today.
    if (next.status === 'today' && filters.status !== 'today') address.setAnchor(new Date());
    setFilters(next);
  };

  return (
    <TeacherColoursContext value={teacherColours}>
      <div className="space-y-6">
        <PageTitle>{`${title} · School Progress`}</PageTitle>
        <PageHeader
          headingRef={heading}
          title={title}
          description={
            canBook
              ? 'Book one-off and recurring lessons, and follow them in a table or on the calendar.'
              : 'Your lessons, in a table or on the calendar.'
          }
          actions={
            <div className="flex flex-wrap gap-3">
              <CalendarFeedDialog />
              {canBook ? (
                <Button onClick={() => dialogs.open({ kind: 'form', mode: 'book' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Book Lesson
                </Button>
              ) : null}
            </div>
          }
        />
        {query.isError ? (
          <RetryAlert
            message={lessonMessages.loadLessons}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        <FloatingNotice message={success.message} />
        <LessonFiltersBar filters={filters} onChange={changeFilters} />

        <div className="space-y-4">
          <LessonViewTabs idBase={viewTabs} view={address.view} onChange={address.setView} />
          {address.view === 'table' ? (
            <LessonTablePanel
              tabsId={viewTabs}
              user={user}
              address={address}
              lessons={lessons}
              filters={filters}
              dialogs={dialogs}
            />
          ) : (
            <LessonCalendarPanel
              tabsId={viewTabs}
              canBook={canBook}
              teacherColumns={canBook}
              address={address}
              lessons={lessons}
              dialogs={dialogs}
            />
          )}
        </div>

        <LessonFormModal
          dialog={dialog}
          onClose={close}
          onSaved={(message, start) => {
            close();
            success.show(message);
            // Show the saved lesson: the table's month or the calendar's period moves to it.
            address.updateAddress({ [urlParams.date]: dateParam(start), list: 'month' });
          }}
        />
        <LessonNotesDialog lesson={dialog.kind === 'notes' ? dialog.lesson : null} onClose={close} />
        {dialog.kind === 'details' ? (
          <Suspense fallback={null}>
            <LessonDetailsDialog
              lesson={dialog.lesson}
              onClose={close}
              onEdit={
                ['full', 'limited'].includes(lessonEditAccess(user, dialog.lesson))
                  ? dialogs.openEdit
                  : undefined
              }
            />
          </Suspense>
        ) : null}
        <LessonConfirmations dialogs={dialogs} heading={heading} />
      </div>
    </TeacherColoursContext>
  );
}

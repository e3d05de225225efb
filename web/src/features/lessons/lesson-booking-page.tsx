import { CalendarDays, Plus, Table2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useAddressParams } from '../../lib/use-address-params';
import type { LessonTimezone } from '../../../../shared/lesson-time';
import { staffAdminRoles } from '../../../../shared/roles';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { messageOf } from '../../api/api-error';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { TabList, tabPanelProps, useTabIds } from '../../components/tab-list';
import { CalendarFeedDialog } from './calendar/calendar-feed-dialog';
import { useTimedMessage } from '../../components/use-timed-message';
import { LessonFiltersBar } from './lesson-filters-bar';
import { filterLessons, lessonQueryFilters, noFilters, type LessonFilters } from './lesson-filters-model';
import { startFromCalendarSlot } from './calendar/calendar-slot';
import type { LessonFormMode } from './form/lesson-form-model';
import { deletionFailure, lessonMessages, updateFailure } from './lesson-messages';
import { LessonNotesDialog } from './table/lesson-notes-dialog';
import { canBookLessons, lessonEditAccess } from './lesson-permissions';
import { lessonLabel, LessonTable } from './table/lesson-table';
import {
  anchorDateFrom,
  calendarViewFrom,
  dateParam,
  pageViewFrom,
  urlParams,
  withParams,
} from './lesson-url-state';
import { calendarWindow, monthWindow, shiftMonth, type CalendarViewName } from './lesson-window';
import {
  orderForRange,
  pastWindow,
  tableRangeFrom,
  upcomingWindow,
  type TableRange,
} from './lesson-table-range';
import { LessonRangeSwitch } from './table/lesson-range-switch';
import {
  useDeleteLesson,
  useLessonCalendarSummary,
  useLessonWindow,
  useSeriesAction,
  useUpdateLesson,
  type SeriesAction,
} from './lessons-api';
import {
  calendarSummaryFilters,
  heldBackByDay,
  summaryLessons,
  todayWindow,
} from './lesson-calendar-summary';
import type { MonthSummary } from './calendar/lessons-calendar';
import { MonthNavigation } from './calendar/month-navigation';
import { RetryAlert } from '../../components/retry-alert';
import { PageTitle } from '../../components/page-title';
import { PanelLoadBoundary } from '../../components/panel-load-boundary';
import { renewableLazy } from '../../lib/renewable-lazy';
import { viewerTimeZone } from '../../lib/viewer-time-zone';
import { CalendarPlaceholder, useFirstLessonsPending } from './calendar/calendar-placeholder';

/**
 * react-big-calendar is 168 KB gzipped: it loads the first time the calendar
 * is shown, and brings the Lesson Details popup its events open with it.
 * Its download failing (a phone's connection) is said in the calendar's
 * place, with Try again (components/panel-load-boundary.tsx).
 */
const calendarCode = renewableLazy('the lessons calendar', async () => {
  void import('./calendar/lesson-details-dialog');
  return (await import('./calendar/lessons-calendar')).LessonsCalendar;
});

const LessonDetailsDialog = lazy(async () => ({
  default: (await import('./calendar/lesson-details-dialog')).LessonDetailsDialog,
}));

/** The book/edit form (and zod, which checks it) loads when a form is first opened (the modal shows a spinner meanwhile). */
const LessonForm = lazy(async () => ({ default: (await import('./form/lesson-form')).LessonForm }));

/** Spec §4: lesson success banners clear after 3 seconds. */
const lessonBannerMs = 3000;

/**
 * Below 640 px the calendar opens on its agenda: a month grid is too narrow
 * to read on a phone. Wider, it opens on this week (issue 18: where people
 * look), or on the month of a date the address names (a link to a month).
 */
function initialCalendarView(linkedDate: boolean): CalendarViewName {
  if (typeof window !== 'undefined' && window.matchMedia('(max-width: 39.99rem)').matches) return 'agenda';
  return linkedDate ? 'month' : 'week';
}

/** The table's window: the four weeks from today, the four before, or the month of the anchor date. */
function tableWindow(range: TableRange, anchor: Date, today: Date) {
  if (range === 'upcoming') return upcomingWindow(today);
  if (range === 'past') return pastWindow(today);
  return monthWindow(anchor);
}

/** A time picked on the calendar is booked in the viewer's own country when it is one of the two. */
function viewerTimezone(): LessonTimezone {
  return viewerTimeZone() === 'Europe/London' ? 'UK' : 'UAE';
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; mode: LessonFormMode; lesson?: Lesson; start?: string; timezone?: LessonTimezone }
  | { kind: 'notes'; lesson: Lesson }
  | { kind: 'details'; lesson: Lesson }
  | { kind: 'delete'; lesson: Lesson }
  | { kind: 'complete'; lesson: Lesson }
  | { kind: 'series'; lesson: Lesson; action: SeriesAction };

const seriesTexts: Record<SeriesAction, { title: string; message: string; confirm: string; done: string }> = {
  cancel: {
    title: 'Cancel this and following lessons?',
    message:
      'This lesson and every later lesson in its series will be marked canceled. Completed lessons stay as they are.',
    confirm: 'Cancel this and following',
    done: 'canceled',
  },
  delete: {
    title: 'Delete this and following lessons?',
    message:
      'This lesson and every later lesson in its series will be deleted. Completed lessons stay as they are.',
    confirm: 'Delete this and following',
    done: 'deleted',
  },
};

/** Spec §2 Lesson booking: filters, a table or a calendar of lessons, and the book/edit modals. */
export function LessonBookingPage() {
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnClose = useRef(false);
  const [searchParams, setSearchParams] = useAddressParams();
  const view = pageViewFrom(searchParams);
  const viewTabs = useTabIds();
  // The phone's agenda default is chosen once, then kept in the address like any other choice.
  const [defaultCalendarView] = useState(() => initialCalendarView(searchParams.has(urlParams.date)));
  const calendarView = calendarViewFrom(searchParams) ?? defaultCalendarView;
  const dateText = searchParams.get(urlParams.date);
  const anchor = useMemo(() => anchorDateFrom(dateText) ?? new Date(), [dateText]);
  const [filters, setFilters] = useState<LessonFilters>(noFilters);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [actionError, setActionError] = useState<string | null>(null);
  const success = useTimedMessage(lessonBannerMs);

  const range = tableRangeFrom(searchParams);
  // Today, fixed for the page's life so the window's query key stays the same between renders.
  const [today] = useState(() => new Date());
  const dateWindow =
    view === 'calendar' ? calendarWindow(anchor, calendarView) : tableWindow(range, anchor, today);
  // The month view asks the server for each day's count and first lessons; the other views read every lesson.
  const monthSummaryShown = view === 'calendar' && calendarView === 'month';
  const [monthTeacherId, setMonthTeacherId] = useState<string | null>(null);
  const summary = useLessonCalendarSummary(
    filters.status === 'today' ? todayWindow() : dateWindow,
    calendarSummaryFilters(filters, monthTeacherId),
    monthSummaryShown,
  );
  // Staff see every lesson of the school: their window is read a week at a time, side by side.
  const readsWholeSchool = !!user && staffAdminRoles.includes(user.role);
  const lessonList = useLessonWindow(dateWindow, lessonQueryFilters(filters), {
    inParts: readsWholeSchool,
    enabled: !monthSummaryShown,
  });
  const lessons = monthSummaryShown ? summary : lessonList;
  const calendarWaits = useFirstLessonsPending(lessons.isPending);
  const loadedLessons = useMemo(
    () => (monthSummaryShown ? summaryLessons(summary.data) : lessonList.data),
    [monthSummaryShown, summary.data, lessonList.data],
  );
  const monthSummary = useMemo<MonthSummary | undefined>(
    () =>
      monthSummaryShown
        ? {
            teachers: summary.data?.teachers ?? [],
            heldBack: heldBackByDay(summary.data),
            onChooseTeacher: setMonthTeacherId,
          }
        : undefined,
    [monthSummaryShown, summary.data],
  );
  const deleteLesson = useDeleteLesson();
  const seriesAction = useSeriesAction();
  const completeLesson = useUpdateLesson();

  const shown = useMemo(
    () => orderForRange(filterLessons(loadedLessons ?? [], filters, new Date()), range),
    [loadedLessons, filters, range],
  );

  if (!user) return null;
  const canBook = canBookLessons(user.role);
  const close = () => {
    setDialog({ kind: 'none' });
    setActionError(null);
  };

  const updateAddress = (changes: Record<string, string | null>) =>
    setSearchParams((current) => withParams(current, changes), { replace: true });
  const setAnchor = (date: Date) => updateAddress({ [urlParams.date]: dateParam(date) });
  const setView = (next: string) =>
    updateAddress({ [urlParams.view]: next === 'calendar' ? 'calendar' : null });
  const setRange = (next: TableRange) => updateAddress({ list: next });
  const setCalendarView = (next: CalendarViewName) => updateAddress({ [urlParams.calendarView]: next });

  const changeFilters = (next: LessonFilters) => {
    // 'Today' shows today's lessons: the window moves to the period that holds today.
    if (next.status === 'today' && filters.status !== 'today') setAnchor(new Date());
    setFilters(next);
  };

  const openEdit = (lesson: Lesson) => {
    const access = lessonEditAccess(user, lesson);
    if (access === 'full' || access === 'limited')
      setDialog({ kind: 'form', mode: access === 'full' ? 'edit' : 'limited', lesson });
  };

  const confirmDelete = (lesson: Lesson) => {
    setActionError(null);
    deleteLesson.mutate(lesson._id, {
      onSuccess: () => {
        // The row that had focus is gone: focus goes to the page heading instead.
        focusHeadingOnClose.current = true;
        close();
        success.show(lessonMessages.deleted);
      },
      onError: (error) => setActionError(deletionFailure(error)),
    });
  };

  const confirmComplete = (lesson: Lesson) => {
    setActionError(null);
    completeLesson.mutate(
      { id: lesson._id, body: { status: 'completed' } },
      {
        onSuccess: () => {
          close();
          success.show(lessonMessages.markedCompleted);
        },
        onError: (error) => setActionError(updateFailure(error)),
      },
    );
  };

  const confirmSeries = (lesson: Lesson, action: SeriesAction) => {
    if (!lesson.recurringLessonId) return;
    setActionError(null);
    seriesAction.mutate(
      { action, recurringLessonId: lesson.recurringLessonId, fromLessonId: lesson._id },
      {
        onSuccess: ({ lessonIds }) => {
          close();
          success.show(
            `${lessonIds.length} lesson${lessonIds.length === 1 ? '' : 's'} ${seriesTexts[action].done}`,
          );
        },
        onError: (error) => setActionError(messageOf(error, 'Please try again.')),
      },
    );
  };

  const formOpen = dialog.kind === 'form';
  const loadError = lessons.isError ? (
    <RetryAlert
      message={lessonMessages.loadLessons}
      onRetry={() => void lessons.refetch()}
      retrying={lessons.isFetching}
    />
  ) : null;

  return (
    <div className="space-y-6">
      <PageTitle>Lesson Booking · School Progress</PageTitle>
      <PageHeader
        headingRef={heading}
        title="Lesson Booking"
        description={
          canBook
            ? 'Book one-off and recurring lessons, and follow them in a table or on the calendar.'
            : 'Your lessons, in a table or on the calendar.'
        }
        actions={
          <div className="flex flex-wrap gap-3">
            <CalendarFeedDialog />
            {canBook ? (
              <Button onClick={() => setDialog({ kind: 'form', mode: 'book' })}>
                <Plus aria-hidden="true" className="size-4" />
                Book Lesson
              </Button>
            ) : null}
          </div>
        }
      />
      {loadError}
      {/* Always in the page so that screen readers announce a message when it appears. */}
      <div aria-live="polite">{success.message ? <Alert tone="success">{success.message}</Alert> : null}</div>
      <LessonFiltersBar filters={filters} onChange={changeFilters} />

      <div className="space-y-4">
        <TabList
          label="Lesson views"
          idBase={viewTabs}
          value={view}
          onChange={setView}
          options={[
            {
              value: 'table',
              label: (
                <>
                  <Table2 aria-hidden="true" className="size-4" />
                  Table
                </>
              ),
            },
            {
              value: 'calendar',
              label: (
                <>
                  <CalendarDays aria-hidden="true" className="size-4" />
                  Calendar
                </>
              ),
            },
          ]}
          className="inline-flex rounded-control border border-slate-300 bg-white p-0.5 shadow-sm"
          tabClassName="inline-flex h-10 items-center gap-2 rounded-[0.5rem] px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
        />
        {view === 'table' ? (
          <div {...tabPanelProps(viewTabs, 'table')} className="space-y-4 focus:outline-none">
            <LessonRangeSwitch range={range} onChange={setRange} />
            {range === 'month' ? (
              <MonthNavigation
                month={dateWindow.from}
                onPrevious={() => setAnchor(shiftMonth(anchor, -1))}
                onNext={() => setAnchor(shiftMonth(anchor, 1))}
                onThisMonth={() => setAnchor(new Date())}
                updating={lessons.isPlaceholderData}
              />
            ) : null}
            <LessonTable
              lessons={shown}
              user={user}
              loading={lessons.isPending}
              resetPageKey={`${dateWindow.from.toISOString()}|${JSON.stringify(filters)}`}
              onEdit={openEdit}
              onComplete={(lesson) => setDialog({ kind: 'complete', lesson })}
              onDelete={(lesson) => setDialog({ kind: 'delete', lesson })}
              onSeriesAction={(lesson, action) => setDialog({ kind: 'series', lesson, action })}
              onViewNotes={(lesson) => setDialog({ kind: 'notes', lesson })}
            />
          </div>
        ) : (
          <div {...tabPanelProps(viewTabs, 'calendar')} className="focus:outline-none">
            <PanelLoadBoundary
              name="The calendar"
              renewLoader={calendarCode.renew}
              className="h-[550px] rounded-card border border-slate-200 bg-white"
            >
              {() => (
                <Suspense fallback={<CalendarPlaceholder />}>
                  {/*
                   * Drawn once the first lessons are in: drawn empty, the teacher legend above the grid
                   * arrived with them and pushed the whole month down (on the large school a layout shift
                   * of 0.2, Lighthouse desktop).
                   */}
                  {calendarWaits ? (
                    <CalendarPlaceholder />
                  ) : (
                    <calendarCode.Component
                      lessons={shown}
                      date={anchor}
                      view={calendarView}
                      onNavigate={setAnchor}
                      onView={setCalendarView}
                      onDrillDown={(date, next) =>
                        updateAddress({ [urlParams.date]: dateParam(date), [urlParams.calendarView]: next })
                      }
                      onSelectLesson={(lesson) => setDialog({ kind: 'details', lesson })}
                      onSelectSlot={
                        canBook
                          ? (start) => {
                              const timezone = viewerTimezone();
                              setDialog({
                                kind: 'form',
                                mode: 'book',
                                start: startFromCalendarSlot(start, timezone),
                                timezone,
                              });
                            }
                          : undefined
                      }
                      updating={lessons.isPlaceholderData || (lessons.isPending && lessons.isFetching)}
                      monthSummary={monthSummary}
                    />
                  )}
                </Suspense>
              )}
            </PanelLoadBoundary>
          </div>
        )}
      </div>

      <Modal
        open={formOpen}
        onOpenChange={(open) => (open ? undefined : close())}
        title={formOpen && dialog.mode === 'book' ? 'Book Lesson' : 'Edit Lesson'}
        description={
          formOpen && dialog.mode === 'limited'
            ? 'You can change the status, the meeting link and the notes.'
            : undefined
        }
        size="lg"
      >
        {formOpen ? (
          <LessonForm
            key={dialog.lesson?._id ?? `new-${dialog.start ?? ''}`}
            mode={dialog.mode}
            lesson={dialog.lesson}
            initialStart={dialog.start}
            initialTimezone={dialog.timezone}
            onCancel={close}
            onSaved={(message, start) => {
              close();
              success.show(message);
              // Show the saved lesson: the table's month or the calendar's period moves to it.
              updateAddress({ [urlParams.date]: dateParam(start), list: 'month' });
            }}
          />
        ) : null}
      </Modal>

      <LessonNotesDialog lesson={dialog.kind === 'notes' ? dialog.lesson : null} onClose={close} />
      {dialog.kind === 'details' ? (
        <Suspense fallback={null}>
          <LessonDetailsDialog
            lesson={dialog.lesson}
            onClose={close}
            onEdit={
              ['full', 'limited'].includes(lessonEditAccess(user, dialog.lesson)) ? openEdit : undefined
            }
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete lesson?"
        message={lessonMessages.confirmDelete}
        confirmLabel="Delete"
        busy={deleteLesson.isPending}
        error={dialog.kind === 'delete' ? actionError : null}
        onConfirm={() => dialog.kind === 'delete' && confirmDelete(dialog.lesson)}
        onCloseAutoFocus={(event) => {
          if (!focusHeadingOnClose.current) return;
          focusHeadingOnClose.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
      <ConfirmDialog
        open={dialog.kind === 'complete'}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Mark lesson completed?"
        message={
          dialog.kind === 'complete' ? `${lessonLabel(dialog.lesson)}. ${lessonMessages.confirmComplete}` : ''
        }
        confirmLabel="Mark completed"
        confirmVariant="primary"
        busy={completeLesson.isPending}
        error={dialog.kind === 'complete' ? actionError : null}
        onConfirm={() => dialog.kind === 'complete' && confirmComplete(dialog.lesson)}
      />
      <ConfirmDialog
        open={dialog.kind === 'series'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog.kind === 'series' ? seriesTexts[dialog.action].title : ''}
        message={
          dialog.kind === 'series'
            ? `${lessonLabel(dialog.lesson)}. ${seriesTexts[dialog.action].message}`
            : ''
        }
        confirmLabel={dialog.kind === 'series' ? seriesTexts[dialog.action].confirm : ''}
        busy={seriesAction.isPending}
        error={dialog.kind === 'series' ? actionError : null}
        onConfirm={() => dialog.kind === 'series' && confirmSeries(dialog.lesson, dialog.action)}
      />
    </div>
  );
}

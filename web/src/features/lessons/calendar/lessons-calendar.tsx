import 'react-big-calendar/lib/css/react-big-calendar.css';
import './lessons-calendar.css';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { isSameMonth } from 'date-fns/isSameMonth';
import { parse } from 'date-fns/parse';
import { startOfWeek } from 'date-fns/startOfWeek';
import { enGB } from 'date-fns/locale/en-GB';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import {
  Calendar,
  dateFnsLocalizer,
  type Components,
  type DateRange,
  type Formats,
} from 'react-big-calendar';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import { viewerTimeZone } from '../../../lib/viewer-time-zone';
import {
  BelowToolbarContext,
  CalendarToolbar,
  CalendarUpdatingContext,
  CalendarViewChoiceContext,
  type CalendarViewChoice,
} from './calendar-toolbar';
import {
  AgendaLessonEvent,
  DayColumnTitle,
  MonthLessonEvent,
  MonthWeekEventsCell,
  TeacherColumnLessonEvent,
  TeacherColumnTitle,
  TimeGridLessonEvent,
  lessonEventProps,
  lessonEvents,
  type LessonEvent,
} from './lesson-events';
import { lessonMessages } from '../lesson-messages';
import { monthCellEvents, showMoreText } from './month-cell-events';
import { agendaLengthDays, calendarViews, weekStartsOn, type CalendarViewName } from '../lesson-window';
import { TeacherLegend, type LegendTeacher } from './teacher-legend';
import { useTeacherColourOf } from './teacher-colours-context';

/** date-fns 4 drives react-big-calendar's dates, in the viewer's own clock, weeks from Monday. */
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn }),
  getDay,
  locales: { 'en-GB': enGB },
});

const hours = (date: Date) => format(date, 'HH:mm');
const timeRange = ({ start, end }: DateRange) => `${hours(start)}–${hours(end)}`;

/** 24-hour times and day-month dates, as read in the UK and the UAE. */
const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }: DateRange) => `${hours(start)} –`,
  eventTimeRangeEndFormat: ({ end }: DateRange) => `– ${hours(end)}`,
  selectRangeFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  agendaDateFormat: 'EEE d MMM',
  dateFormat: 'd',
  dayFormat: 'EEE d',
  weekdayFormat: 'EEE',
  monthHeaderFormat: 'MMMM yyyy',
  dayHeaderFormat: 'EEEE d MMMM yyyy',
  dayRangeHeaderFormat: ({ start, end }: DateRange) =>
    isSameMonth(start, end)
      ? `${format(start, 'd')} – ${format(end, 'd MMMM yyyy')}`
      : `${format(start, 'd MMM')} – ${format(end, 'd MMM yyyy')}`,
  agendaHeaderFormat: ({ start, end }: DateRange) =>
    `${format(start, 'd MMM yyyy')} – ${format(end, 'd MMM yyyy')}`,
};

const components: Components<LessonEvent, LegendTeacher> = {
  toolbar: CalendarToolbar,
  // `weekWrapper` per view is supported by the library, not by its type definitions.
  month: { event: MonthLessonEvent, weekWrapper: MonthWeekEventsCell } as Components<LessonEvent>['month'],
  week: { event: TimeGridLessonEvent, header: DayColumnTitle },
  day: { event: TimeGridLessonEvent, header: DayColumnTitle },
  agenda: { event: AgendaLessonEvent },
};

/** The day in a column per teacher: the columns name the teachers, the events the student and subject. */
const teacherColumnComponents: Components<LessonEvent, LegendTeacher> = {
  ...components,
  day: { event: TeacherColumnLessonEvent, header: DayColumnTitle },
  resourceHeader: TeacherColumnTitle,
};

/** A phone has the day and the agenda, both lists that scroll with the page (docs/calendar.md). */
const phoneViews: readonly CalendarViewName[] = ['day', 'agenda'];

/** The month view's "+N more" also counts the lessons its cell was not given (month-cell-events.ts). */
const messagesWith = (heldBack: (day: Date) => number) => ({
  noEventsInRange: lessonMessages.noLessons,
  showMore: (count: number, _hidden: LessonEvent[], inCell: LessonEvent[]) =>
    showMoreText(count, inCell, heldBack),
});

/**
 * The week and day views scroll their hours inside `.rbc-time-content`, which
 * the library renders as a plain div. A keyboard user must be able to reach
 * and scroll it even in a week without lessons (nothing focusable inside), so
 * it becomes a named, focusable region (axe: scrollable-region-focusable).
 */
function useFocusableTimeGrid(view: CalendarViewName, date: Date) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const grid of container.current?.querySelectorAll<HTMLElement>('.rbc-time-content') ?? []) {
      grid.tabIndex = 0;
      grid.setAttribute('role', 'region');
      grid.setAttribute('aria-label', 'Lesson times (scroll for earlier and later hours)');
    }
  }, [view, date]);
  return container;
}

/** Week and day views open at 07:00; the rest of the day is a scroll away. */
const scrollToTime = new Date(1970, 0, 1, 7);

export interface LessonsCalendarProps {
  lessons: readonly Lesson[];
  date: Date;
  view: CalendarViewName;
  onNavigate: (date: Date) => void;
  onView: (view: CalendarViewName) => void;
  /** A day's number in the month view opens that day: the date and the view change together. */
  onDrillDown: (date: Date, view: CalendarViewName) => void;
  onSelectLesson: (lesson: Lesson) => void;
  /**
   * Admins: picking a time in the week or day view books a lesson then; in a teacher's column of the
   * day by teacher, with that teacher (`teacherId`).
   */
  onSelectSlot?: (start: Date, teacherId?: string) => void;
  /** Staff: the day in a column per teacher is one of the views. */
  teacherColumns?: boolean;
  updating: boolean;
  /**
   * The month view's summary from the server (issue 18): `lessons` are only
   * each day's first few, so the legend lists the month's teachers from here,
   * the "+N more" adds the lessons the server held back, and a chosen teacher
   * is asked of the server.
   */
  monthSummary?: MonthSummary;
}

export interface MonthSummary {
  teachers: readonly LegendTeacher[];
  heldBack: (day: Date) => number;
  onChooseTeacher: (teacherId: string | null) => void;
}

/**
 * The calendar view (react-big-calendar, loaded only when first shown):
 * month, week, day and agenda; a teacher colour legend that filters; events
 * bordered by status; a click opens the read-only details.
 */
export function LessonsCalendar({
  lessons,
  date,
  view,
  onNavigate,
  onView,
  onDrillDown,
  onSelectLesson,
  onSelectSlot,
  teacherColumns = false,
  updating,
  monthSummary,
}: LessonsCalendarProps) {
  const phone = !useMediaQuery(breakpoints.sm);
  const colourOf = useTeacherColourOf();
  const eventProps = useCallback((event: LessonEvent) => lessonEventProps(event, colourOf), [colourOf]);
  const [chosenTeacher, setChosenTeacher] = useState<LegendTeacher | null>(null);

  const teachers = useMemo(() => {
    const byId = new Map<string, LegendTeacher>();
    for (const teacher of monthSummary?.teachers ?? []) byId.set(teacher._id, teacher);
    for (const lesson of lessons) byId.set(lesson.teacher._id, lesson.teacher);
    // The chosen teacher stays in the legend in a period without their lessons, so the choice shows.
    if (chosenTeacher) byId.set(chosenTeacher._id, chosenTeacher);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  }, [lessons, chosenTeacher, monthSummary?.teachers]);

  const events = useMemo(
    () =>
      lessonEvents(
        chosenTeacher ? lessons.filter((lesson) => lesson.teacher._id === chosenTeacher._id) : lessons,
      ),
    [lessons, chosenTeacher],
  );
  const monthCells = useMemo(() => (view === 'month' ? monthCellEvents(events) : null), [events, view]);
  const serverHeldBack = monthSummary?.heldBack;
  const messages = useMemo(
    () =>
      messagesWith(
        (day) => (monthCells?.heldBack(day) ?? 0) + (view === 'month' ? (serverHeldBack?.(day) ?? 0) : 0),
      ),
    [monthCells, serverHeldBack, view],
  );

  // The day's teachers, a column each, in the legend's order (by name).
  const teacherColumnList = useMemo(
    () =>
      view === 'teachers'
        ? teachers.filter((teacher) => events.some((event) => event.resourceId === teacher._id))
        : [],
    [view, teachers, events],
  );
  const dayList = phone && view === 'day';
  const libraryView = view === 'teachers' ? 'day' : dayList ? 'agenda' : view;
  const viewChoice = useMemo<CalendarViewChoice>(
    () => ({
      views: phone ? phoneViews : calendarViews.filter((name) => name !== 'teachers' || teacherColumns),
      view,
      onView,
      dayList,
    }),
    [phone, teacherColumns, view, onView, dayList],
  );

  const timeGridContainer = useFocusableTimeGrid(view, date);
  const timeZone = viewerTimeZone();
  const slotsSelectable = Boolean(onSelectSlot) && (libraryView === 'week' || libraryView === 'day');
  const legendAndClock = (
    <div className="space-y-2">
      <TeacherLegend
        teachers={teachers}
        selectedId={chosenTeacher?._id ?? null}
        onSelect={(id) => {
          setChosenTeacher(teachers.find((teacher) => teacher._id === id) ?? null);
          monthSummary?.onChooseTeacher(id);
        }}
      />
      <p className="text-sm text-slate-600">
        Times are shown on your device’s clock ({timeZone}); each lesson is drawn for its length.
      </p>
    </div>
  );

  return (
    <div
      ref={timeGridContainer}
      className={`lessons-calendar lessons-calendar--${view} space-y-4 rounded-card border border-slate-200 bg-white p-3 shadow-card sm:p-5`}
    >
      <BelowToolbarContext value={legendAndClock}>
        <CalendarUpdatingContext value={updating}>
          <CalendarViewChoiceContext value={viewChoice}>
            <Calendar<LessonEvent, LegendTeacher>
              localizer={localizer}
              culture="en-GB"
              events={monthCells?.events ?? events}
              date={date}
              view={libraryView}
              views={['month', 'week', 'day', 'agenda']}
              onNavigate={(next) => onNavigate(next)}
              onView={(next) => onView(next as CalendarViewName)}
              onDrillDown={(day, next) => onDrillDown(day, next as CalendarViewName)}
              step={30}
              timeslots={2}
              longPressThreshold={250}
              // The phone's day is the agenda of that one day.
              length={dayList ? 0 : agendaLengthDays}
              scrollToTime={scrollToTime}
              // A phone's lists grow with their lessons and scroll with the page; wider, a box of fixed height.
              style={phone ? undefined : { height: 550 }}
              formats={formats}
              messages={messages}
              components={teacherColumnList.length > 0 ? teacherColumnComponents : components}
              // A day without lessons has no teacher columns: the plain day says so.
              resources={teacherColumnList.length > 0 ? teacherColumnList : undefined}
              resourceIdAccessor={(teacher) => teacher._id}
              resourceTitleAccessor={(teacher) => teacher.name}
              eventPropGetter={eventProps}
              tooltipAccessor={(event) => event.title}
              onSelectEvent={(event) => onSelectLesson(event.lesson)}
              onKeyPressEvent={(event, keyEvent: SyntheticEvent<HTMLElement>) => {
                const { key, target } = keyEvent as KeyboardEvent<HTMLElement>;
                // A month or agenda event is a real button: its own click already opens the details.
                if ((target as HTMLElement).closest('button')) return;
                if (key === 'Enter' || key === ' ') {
                  keyEvent.preventDefault();
                  onSelectLesson(event.lesson);
                }
              }}
              selectable={slotsSelectable}
              onSelectSlot={(slot) =>
                onSelectSlot?.(
                  slot.start,
                  // Only the day by teacher has columns: a resource id is a teacher's id there.
                  teacherColumnList.length > 0 && typeof slot.resourceId === 'string'
                    ? slot.resourceId
                    : undefined,
                )
              }
            />
          </CalendarViewChoiceContext>
        </CalendarUpdatingContext>
      </BelowToolbarContext>
    </div>
  );
}

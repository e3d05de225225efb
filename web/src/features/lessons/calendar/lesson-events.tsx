import { format } from 'date-fns/format';
import { Repeat } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { EventProps, HeaderProps, ResourceHeaderProps } from 'react-big-calendar';
import {
  lessonStatusBorderColors,
  lessonStatusLabels,
  recurringBorderColor,
} from '../../../../../shared/lesson-statuses';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { useTeacherColourOf } from './teacher-colours-context';

/** A lesson as react-big-calendar sees it: placed at its instant, on the viewer's clock. */
export interface LessonEvent {
  title: string;
  start: Date;
  end: Date;
  /** The teacher's column in the day in a column per teacher. */
  resourceId: string;
  lesson: Lesson;
}

export function lessonEvents(lessons: readonly Lesson[]): LessonEvent[] {
  return lessons.map((lesson) => ({
    title: `${lesson.student.name} · ${subjectOf(lesson)} · ${lesson.teacher.name}`,
    start: new Date(lesson.startTime),
    end: new Date(lesson.endTime),
    resourceId: lesson.teacher._id,
    lesson,
  }));
}

const subjectOf = (lesson: Lesson) => lesson.subjectName || 'Lesson';

/**
 * The event's words, each name isolated (`<bdi>`, direction from its own letters): an Arabic name among
 * English words keeps its reading order. Where the line is cut (`lesson-event__part`, a month chip),
 * each part is cut at its own end in reading order, so خالد المهيري keeps خالد, its first word.
 */
function EventWords({ lesson, withTeacher = true }: { lesson: Lesson; withTeacher?: boolean }) {
  return (
    <>
      <bdi dir="auto" className="lesson-event__part lesson-event__student">
        {lesson.student.name}
      </bdi>
      <span className="lesson-event__separator">{' · '}</span>
      <bdi dir="auto" className="lesson-event__part">
        {subjectOf(lesson)}
      </bdi>
      {withTeacher ? (
        <>
          <span className="lesson-event__separator">{' · '}</span>
          <bdi dir="auto" className="lesson-event__part">
            {lesson.teacher.name}
          </bdi>
        </>
      ) : null}
    </>
  );
}

/**
 * The teacher's colour fills the event, its border is the status
 * colour (pending yellow, confirmed blue, completed green, canceled red and
 * faded) and a recurring lesson has a purple right border. The colours go
 * in as custom properties; `lessons-calendar.css` decides how each view uses them.
 */
export function lessonEventProps(
  event: LessonEvent,
  colourOf: (teacherId: string) => string,
): { className: string; style: CSSProperties } {
  const { lesson } = event;
  const classes = ['lesson-event', `lesson-event--${lesson.status}`];
  if (lesson.isRecurring) classes.push('lesson-event--recurring');
  return {
    className: classes.join(' '),
    style: {
      '--lesson-teacher': colourOf(lesson.teacher._id),
      '--lesson-status': lessonStatusBorderColors[lesson.status],
      '--lesson-recurring': recurringBorderColor,
    } as CSSProperties,
  };
}

function RecurringMarker({ lesson }: { lesson: Lesson }) {
  if (!lesson.isRecurring) return null;
  return (
    <>
      <Repeat aria-hidden="true" className="lesson-event__marker" />
      <span className="sr-only">Recurring lesson: </span>
    </>
  );
}

const statusSuffix = (lesson: Lesson) => (
  <span className="sr-only">, {lessonStatusLabels[lesson.status]}</span>
);

/**
 * Month view: react-big-calendar's event box is a plain div there, so the
 * content is a real button (keyboard and screen readers reach it); its
 * click bubbles to the calendar, which opens the details.
 */
export function MonthLessonEvent({ event }: EventProps<LessonEvent>) {
  return (
    <button type="button" className="lesson-event__button">
      <RecurringMarker lesson={event.lesson} />
      <span className="lesson-event__time">{format(event.start, 'HH:mm')}</span>
      <span className="lesson-event__separator"> </span>
      <EventWords lesson={event.lesson} />
      {statusSuffix(event.lesson)}
    </button>
  );
}

/** Week and day views: the event box is already a focusable button; Enter opens the details. */
export function TimeGridLessonEvent({ event }: EventProps<LessonEvent>) {
  return (
    <span className="lesson-event__body">
      <RecurringMarker lesson={event.lesson} />
      <EventWords lesson={event.lesson} />
      {statusSuffix(event.lesson)}
    </span>
  );
}

/** The day in a column per teacher: the column names the teacher, so the event does not. */
export function TeacherColumnLessonEvent({ event }: EventProps<LessonEvent>) {
  return (
    <span className="lesson-event__body">
      <RecurringMarker lesson={event.lesson} />
      <EventWords lesson={event.lesson} withTeacher={false} />
      <span className="sr-only">, {event.lesson.teacher.name}</span>
      {statusSuffix(event.lesson)}
    </span>
  );
}

/** A teacher's column title: their colour and their name. */
export function TeacherColumnTitle({ label, resource }: ResourceHeaderProps<{ _id: string; name: string }>) {
  const colourOf = useTeacherColourOf();
  return (
    <span className="lesson-teacher-column">
      <span
        aria-hidden="true"
        className="lesson-teacher-column__swatch"
        style={{ backgroundColor: colourOf(resource._id) }}
      />
      <bdi dir="auto" className="lesson-teacher-column__name">
        {label}
      </bdi>
    </span>
  );
}

/** Agenda view: a row per lesson, the event cell a button with the status in words. */
export function AgendaLessonEvent({ event }: EventProps<LessonEvent>) {
  const { lesson } = event;
  return (
    <button type="button" className="lesson-agenda__button">
      <span aria-hidden="true" className="lesson-agenda__swatch" />
      <RecurringMarker lesson={lesson} />
      <span className="lesson-agenda__title">
        <EventWords lesson={lesson} />
      </span>
      <span className="lesson-agenda__status">{lessonStatusLabels[lesson.status]}</span>
    </button>
  );
}

/**
 * react-big-calendar marks each month week as an ARIA row, whose children
 * must be cells; its date numbers are, its events are not. This wraps a
 * week's events (and its "+N more" button) in a cell of their own.
 */
export function MonthWeekEventsCell({ children }: { children?: ReactNode }) {
  return <div role="cell">{children}</div>;
}

/**
 * Week and day column titles as plain text: the library's own puts an ARIA
 * column header inside a button, outside any row, which assistive tech
 * cannot place (the days stay buttons that open the day).
 */
export function DayColumnTitle({ label }: HeaderProps) {
  return <span>{label}</span>;
}

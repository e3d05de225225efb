import { format } from 'date-fns/format';
import { Repeat } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { EventProps, HeaderProps } from 'react-big-calendar';
import {
  lessonStatusBorderColors,
  lessonStatusLabels,
  recurringBorderColor,
} from '../../../../../shared/lesson-statuses';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { teacherColour } from './teacher-colours';

/** A lesson as react-big-calendar sees it: placed at its instant, on the viewer's clock. */
export interface LessonEvent {
  title: string;
  start: Date;
  end: Date;
  lesson: Lesson;
}

export function lessonEvents(lessons: readonly Lesson[]): LessonEvent[] {
  return lessons.map((lesson) => ({
    title: `${lesson.student.name} · ${lesson.subjectName || 'Lesson'} · ${lesson.teacher.name}`,
    start: new Date(lesson.startTime),
    end: new Date(lesson.endTime),
    lesson,
  }));
}

/**
 * The teacher's colour fills the event, its border is the status
 * colour (pending yellow, confirmed blue, completed green, canceled red and
 * faded) and a recurring lesson has a purple right border. The colours go
 * in as custom properties; `lessons-calendar.css` decides how each view uses them.
 */
export function lessonEventProps(event: LessonEvent): { className: string; style: CSSProperties } {
  const { lesson } = event;
  const classes = ['lesson-event', `lesson-event--${lesson.status}`];
  if (lesson.isRecurring) classes.push('lesson-event--recurring');
  return {
    className: classes.join(' '),
    style: {
      '--lesson-teacher': teacherColour(lesson.teacher._id),
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
      <span className="lesson-event__time">{format(event.start, 'HH:mm')}</span> {event.title}
      {statusSuffix(event.lesson)}
    </button>
  );
}

/** Week and day views: the event box is already a focusable button; Enter opens the details. */
export function TimeGridLessonEvent({ event }: EventProps<LessonEvent>) {
  return (
    <span className="lesson-event__body">
      <RecurringMarker lesson={event.lesson} />
      {event.title}
      {statusSuffix(event.lesson)}
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
      <span className="lesson-agenda__title">{event.title}</span>
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

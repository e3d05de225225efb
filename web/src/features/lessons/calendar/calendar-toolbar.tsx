import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import type { ToolbarProps } from 'react-big-calendar';
import { PressedButtonGroup } from '../../../components/pressed-button-group';
import { Spinner } from '../../../components/spinner';
import type { LessonEvent } from './lesson-events';
import { calendarViews, type CalendarViewName } from '../lesson-window';

const viewLabels: Record<(typeof calendarViews)[number], string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  teachers: 'By teacher',
  agenda: 'Agenda',
};

/**
 * The views this viewer has and the one shown, in the page's own names: react-big-calendar knows
 * neither the day in a column per teacher (its day view with resources) nor the phone's day list (its
 * agenda of one day), so the toolbar reads the choice from here rather than from the library.
 */
export interface CalendarViewChoice {
  views: readonly CalendarViewName[];
  view: CalendarViewName;
  onView: (view: CalendarViewName) => void;
  /** The phone's day: the library's agenda of one day, which it cannot step by a day itself. */
  dayList: boolean;
}

export const CalendarViewChoiceContext = createContext<CalendarViewChoice>({
  views: calendarViews,
  view: 'week',
  onView: () => undefined,
  dayList: false,
});

/** True while a new window of lessons loads (the toolbar shows a spinner by its title). */
export const CalendarUpdatingContext = createContext(false);

/**
 * What the calendar shows between its toolbar and its grid (the teacher legend and the clock note). Below
 * the toolbar, not above it: the legend's height changes with the period's teachers (a row more or less on
 * a phone), and above it moved Back, Next and the views under a pointer about to press one.
 */
export const BelowToolbarContext = createContext<ReactNode>(null);

const navButton =
  'inline-flex h-10 items-center gap-1 rounded-control border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

/**
 * The calendar's own toolbar (Back, Today, Next and a title; the four
 * views), with real buttons, the title as a heading that is announced
 * when it changes, and the chosen view marked as pressed.
 */
export function CalendarToolbar({ label, date, onNavigate }: ToolbarProps<LessonEvent>) {
  const updating = use(CalendarUpdatingContext);
  const belowToolbar = use(BelowToolbarContext);
  const { views, view, onView, dayList } = use(CalendarViewChoiceContext);
  const step = (days: number, action: 'PREV' | 'NEXT') =>
    dayList ? onNavigate('DATE', addDays(date, days)) : onNavigate(action);
  return (
    <div className="mb-3 space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2">
          <button type="button" className={navButton} onClick={() => step(-1, 'PREV')}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Back
          </button>
          <button type="button" className={navButton} onClick={() => onNavigate('TODAY')}>
            Today
          </button>
          <button type="button" className={navButton} onClick={() => step(1, 'NEXT')}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
        <h2
          aria-live="polite"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 md:text-center"
        >
          {dayList ? format(date, 'EEEE d MMMM yyyy') : label}
          {updating ? (
            <span className="text-brand-700">
              <Spinner size="sm" label="Loading lessons" />
            </span>
          ) : null}
        </h2>
        <PressedButtonGroup
          label="Calendar view"
          options={views.map((name) => ({ value: name, label: viewLabels[name] }))}
          value={view}
          onChange={(name) => onView(name as CalendarViewName)}
          className="self-start md:self-auto"
        />
      </div>
      {belowToolbar}
    </div>
  );
}

import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { lessonTimezoneLabels, lessonTimezones } from '../../../../shared/lesson-time';
import { lessonStatuses, lessonStatusLabels } from '../../../../shared/lesson-statuses';
import { Button } from '../../components/button';
import { SearchBox } from '../../components/search-box';
import { optionsOf, SelectField } from '../../components/select-field';
import { breakpoints, useMediaQuery } from '../../components/use-media-query';
import {
  activeFilterCount,
  hasActiveFilters,
  noFilters,
  type LessonFilters,
  type StatusFilter,
  type TimezoneFilter,
} from './lesson-filters-model';

export interface LessonFiltersBarProps {
  filters: LessonFilters;
  onChange: (filters: LessonFilters) => void;
}

/**
 * The lesson filters: student and teacher names, status (with 'Today') and
 * timezone. On a phone they fold behind one Filters button (issue 40), which
 * says how many are on, so the lessons start near the top of the screen.
 */
export function LessonFiltersBar({ filters, onChange }: LessonFiltersBarProps) {
  const set = (change: Partial<LessonFilters>) => onChange({ ...filters, ...change });
  const wide = useMediaQuery(breakpoints.sm);
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  const active = activeFilterCount(filters);
  const shown = wide || unfolded;
  return (
    <section
      aria-label="Filter lessons"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      {wide ? null : (
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={fieldsId}
          onClick={() => setUnfolded((current) => !current)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-control text-left text-sm font-semibold text-slate-900"
        >
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4 text-slate-600" />
            Filters{active > 0 ? ` (${active})` : ''}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 text-slate-600 transition-transform motion-reduce:transition-none ${unfolded ? 'rotate-180' : ''}`}
          />
        </button>
      )}
      <div
        id={fieldsId}
        hidden={!shown}
        className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4${wide ? '' : ' mt-3'}`}
      >
        <SearchBox
          label="Student name"
          showLabel
          placeholder="Search students"
          value={filters.student}
          onChange={(student) => set({ student })}
        />
        <SearchBox
          label="Teacher name"
          showLabel
          placeholder="Search teachers"
          value={filters.teacher}
          onChange={(teacher) => set({ teacher })}
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as StatusFilter })}
          options={optionsOf(lessonStatuses, lessonStatusLabels)}
        >
          <option value="all">All Status</option>
          <option value="today">Today</option>
        </SelectField>
        <SelectField
          label="Timezone"
          value={filters.timezone}
          onChange={(event) => set({ timezone: event.target.value as TimezoneFilter })}
          options={optionsOf(lessonTimezones, lessonTimezoneLabels)}
        >
          <option value="all">All Timezones</option>
        </SelectField>
      </div>
      {hasActiveFilters(filters) && shown ? (
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="ghost" onClick={() => onChange(noFilters)}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import { X } from 'lucide-react';
import { lessonTimezoneLabels, lessonTimezones } from '../../../../shared/lesson-time';
import { lessonStatuses, lessonStatusLabels } from '../../../../shared/lesson-statuses';
import { Button } from '../../components/button';
import { SearchBox } from '../../components/search-box';
import { optionsOf, SelectField } from '../../components/select-field';
import {
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

/** The lesson filters: student and teacher names, status (with 'Today') and timezone. */
export function LessonFiltersBar({ filters, onChange }: LessonFiltersBarProps) {
  const set = (change: Partial<LessonFilters>) => onChange({ ...filters, ...change });
  return (
    <section
      aria-label="Filter lessons"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      {hasActiveFilters(filters) ? (
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

import { Download, Clock } from 'lucide-react';
import { useState } from 'react';
import type { TeacherHours } from '../../../../shared/schemas/export-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useDownloadLessonsCsv, useTeacherHours } from './teacher-hours-api';
import {
  datesOfMonths,
  defaultMonthRange,
  formatHours,
  monthLabel,
  monthRangeProblem,
} from './teacher-hours-model';
import { PageTitle } from '../../components/page-title';

const lessonsLabel = (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`;

/**
 * Teacher hours (staff): the hours each teacher taught (completed lessons)
 * month by month, with totals, and the same range's lessons as CSV for
 * paying tutors. A list of cards, not a wide table, so a phone shows it whole.
 */
export function TeacherHoursPage() {
  const [range, setRange] = useState(defaultMonthRange);
  const problem = monthRangeProblem(range.from, range.to);
  const hours = useTeacherHours(range.from, range.to, !problem);
  const download = useDownloadLessonsCsv();

  return (
    <div className="space-y-6">
      <PageTitle>Teacher Hours · School Progress</PageTitle>
      <PageHeader
        title="Teacher Hours"
        description="Hours of completed lessons per teacher and month, each lesson on its own calendar."
        actions={
          <Button
            variant="secondary"
            disabled={Boolean(problem)}
            busy={download.isPending}
            onClick={() => download.mutate(datesOfMonths(range.from, range.to))}
          >
            <Download aria-hidden="true" className="size-4" />
            Download lessons CSV
          </Button>
        }
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label="From month"
          type="month"
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          className="w-44"
        />
        <TextField
          label="To month"
          type="month"
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          error={problem}
          className="w-44"
        />
      </div>
      {download.isError ? (
        <Alert tone="error" title="The lessons could not be downloaded">
          {download.error.message}
        </Alert>
      ) : null}
      {hours.isError ? (
        <RetryAlert
          message="Failed to load teacher hours"
          onRetry={() => void hours.refetch()}
          retrying={hours.isFetching}
        />
      ) : null}
      {problem ? null : hours.data ? (
        <HoursReport report={hours.data} />
      ) : hours.isError ? null : (
        <div className="flex min-h-40 items-center justify-center text-brand-700">
          <Spinner size="lg" label="Loading teacher hours" />
        </div>
      )}
    </div>
  );
}

function HoursReport({ report }: { report: TeacherHours }) {
  if (report.teachers.length === 0) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Clock aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-base font-semibold text-slate-900">No completed lessons in these months</h2>
        <p className="max-w-md text-sm text-slate-600">
          Hours appear here once lessons are marked completed.
        </p>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <HoursCard
        title="All teachers"
        testId="teacher-hours-total"
        totalMinutes={report.totalMinutes}
        totalLessons={report.totalLessons}
        months={report.monthTotals}
      />
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Hours per teacher">
        {report.teachers.map((teacher) => (
          <li key={teacher.teacherId}>
            <HoursCard
              title={teacher.teacherName || 'Former teacher'}
              testId="teacher-hours-teacher"
              totalMinutes={teacher.totalMinutes}
              totalLessons={teacher.totalLessons}
              months={teacher.months}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface HoursCardProps {
  title: string;
  testId: string;
  totalMinutes: number;
  totalLessons: number;
  months: TeacherHours['monthTotals'];
}

function HoursCard({ title, testId, totalMinutes, totalLessons, months }: HoursCardProps) {
  return (
    <section
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      data-testid={testId}
      aria-label={title}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold break-words text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">
          <span className="font-semibold tabular-nums">{formatHours(totalMinutes)}</span>{' '}
          <span className="text-slate-600">({lessonsLabel(totalLessons)})</span>
        </p>
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {months.map((month) => (
          <div key={month.month} className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{monthLabel(month.month)}</dt>
            <dd className="text-right text-slate-900 tabular-nums">
              {formatHours(month.minutes)}{' '}
              <span className="text-slate-600">({lessonsLabel(month.lessons)})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

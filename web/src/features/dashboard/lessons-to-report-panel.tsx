import { ClipboardPen } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/api-client';
import { messageOf } from '../../api/api-error';
import { queryKeyOf } from '../../api/query-keys';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { bothClocksText, lessonDateText } from '../../lib/lesson-time-format';
import { lessonReportPath } from '../../screens';

/**
 * The home's "Lessons to report" (issue 37, docs/lesson-reports.md): for a teacher its own completed
 * lessons of the last 60 days without a report, each one tap from its report; for staff the number
 * outstanding per teacher. One read of `GET /lessons/to-report`, whose first page is plenty for a home.
 */
export function LessonsToReportPanel({ staff }: { staff: boolean }) {
  const toReport = useQuery({
    queryKey: queryKeyOf('lessons.toReport', 'home'),
    queryFn: ({ signal }) => callApi('lessons.toReport', { signal }),
  });
  const title = staff ? 'Reports outstanding' : 'Lessons to report';

  let body;
  if (toReport.isPending) {
    body = (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      </div>
    );
  } else if (toReport.isError) {
    body = (
      <div className="p-5">
        <RetryAlert
          message={messageOf(toReport.error, `Failed to load ${title.toLowerCase()}`)}
          onRetry={() => void toReport.refetch()}
          retrying={toReport.isFetching}
        />
      </div>
    );
  } else if (staff) {
    const { teachers } = toReport.data;
    body =
      teachers.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">
          Every completed lesson of the last 60 days has its report.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {teachers.map((teacher) => (
            <li key={teacher.teacherId} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <span className="min-w-0 font-medium break-words text-slate-900">{teacher.teacherName}</span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {teacher.outstanding}
                <span className="sr-only">
                  {' '}
                  {teacher.outstanding === 1 ? 'report' : 'reports'} outstanding
                </span>
              </span>
            </li>
          ))}
        </ul>
      );
  } else {
    const { lessons } = toReport.data;
    body =
      lessons.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">No lessons waiting for a report.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {lessons.map((lesson) => (
            <li key={lesson._id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{lesson.student.name}</p>
                <p className="text-sm text-slate-600">
                  {lesson.subjectName ? `${lesson.subjectName}, ` : ''}
                  {lessonDateText(lesson)}, {bothClocksText(lesson)}
                </p>
              </div>
              <Link
                to={lessonReportPath(lesson._id)}
                className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <ClipboardPen aria-hidden="true" className="size-4" />
                Write report
                <span className="sr-only">
                  : {lesson.student.name}, {lessonDateText(lesson)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section
      aria-labelledby="lessons-to-report"
      className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2 id="lessons-to-report" className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {body}
    </section>
  );
}

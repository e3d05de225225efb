import { reportStatusRag } from '../../../../../shared/lesson-reports';
import type { LessonReport } from '../../../../../shared/schemas/lesson-report-schemas';
import { topicStatusColors, topicStatusLabels } from '../../../../../shared/topic-statuses';
import { madeOnFirstUse } from '../../../lib/made-on-first-use';

const writtenAtFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A written report as the family, the teacher and staff read it: topics with their colour, homework, comment. */
export function LessonReportSummary({ report }: { report: LessonReport }) {
  return (
    <article
      aria-labelledby="lesson-report-title"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div>
        <h2 id="lesson-report-title" className="text-lg font-semibold text-slate-900">
          Lesson report
        </h2>
        <p className="text-sm text-slate-600">
          By {report.writtenBy},{' '}
          <time dateTime={report.writtenAt}>{writtenAtFormat().format(new Date(report.writtenAt))}</time>
        </p>
      </div>
      {report.topics.length > 0 ? (
        <section aria-labelledby="report-topics">
          <h3 id="report-topics" className="text-sm font-semibold text-slate-700">
            Topics covered
          </h3>
          <ul className="mt-2 space-y-2" data-testid="report-topics">
            {report.topics.map((topic) => (
              <li key={topic.topicId} className="flex items-start gap-2.5 text-sm">
                <span
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 rounded border border-slate-300"
                  style={{ backgroundColor: topicStatusColors[topic.status] }}
                />
                <span className="min-w-0">
                  <span className="font-medium break-words text-slate-900">{topic.topicName}</span>
                  <span className="block text-xs text-slate-600">
                    {topic.unitName}: {reportStatusRag[topic.status]}, {topicStatusLabels[topic.status]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.homework ? (
        <section aria-labelledby="report-homework">
          <h3 id="report-homework" className="text-sm font-semibold text-slate-700">
            Homework
          </h3>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{report.homework}</p>
        </section>
      ) : null}
      {report.comment ? (
        <section aria-labelledby="report-comment">
          <h3 id="report-comment" className="text-sm font-semibold text-slate-700">
            Comment from the teacher
          </h3>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{report.comment}</p>
        </section>
      ) : null}
    </article>
  );
}

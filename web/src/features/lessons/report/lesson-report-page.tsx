import { useParams } from 'react-router-dom';
import { messageOf } from '../../../api/api-error';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button-link';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { RetryAlert } from '../../../components/retry-alert';
import { bothClocksText, lessonDateText } from '../../../lib/lesson-time-format';
import { appPaths } from '../../../screens';
import { lessonMessages } from '../lesson-messages';
import { LessonReportForm } from './lesson-report-form';
import { useLessonReport, useWriteLessonReport } from './lesson-report-api';
import { LessonReportSummary } from './lesson-report-summary';

/**
 * A lesson's report (docs/lesson-reports.md): the form for its teacher (or staff) until it is written,
 * then the report for everyone who sees the lesson, the family included. Opened from the lesson card,
 * the bell, the email and the progress sheet's history.
 */
export function LessonReportPage() {
  const lessonId = useParams().lessonId ?? '';
  const view = useLessonReport(lessonId);
  const write = useWriteLessonReport(lessonId);

  if (view.isPending) return <PageSpinner label="Loading the lesson report" />;
  if (view.isError)
    return (
      <div className="space-y-6">
        <PageTitle>Lesson report · School Progress</PageTitle>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Lesson report</h1>
        <RetryAlert
          title="Could not load this lesson's report"
          message={messageOf(view.error, 'Please try again.')}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
        />
      </div>
    );

  const { lesson, report, curriculum, statuses, canWrite } = view.data;
  const subject = lesson.subjectName || lessonMessages.noSubject;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle>{`Lesson report: ${lesson.student.name} · School Progress`}</PageTitle>
      <PageHeader
        title={`${lesson.student.name}: ${subject}`}
        description={`${lessonDateText(lesson)}, ${bothClocksText(lesson)}, with ${lesson.teacher.name}`}
      />
      {write.isSuccess ? (
        <Alert tone="success">Report saved. The family has been told and the progress sheet updated.</Alert>
      ) : null}
      {report ? (
        <LessonReportSummary report={report} />
      ) : canWrite ? (
        <LessonReportForm
          curriculum={curriculum}
          statuses={statuses}
          saving={write.isPending}
          onSave={(input) => write.mutateAsync(input)}
        />
      ) : (
        <p className="rounded-card border border-slate-200 bg-white p-4 text-slate-700">
          {lesson.status === 'canceled'
            ? 'This lesson was canceled: it has no report.'
            : 'No report has been written for this lesson yet.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={appPaths.lessonBooking} variant="secondary">
          Back to lessons
        </ButtonLink>
        {report ? (
          <ButtonLink
            to={`${appPaths.studentProgress}?${new URLSearchParams({ student: report.studentId, subject: report.subjectId }).toString()}`}
            variant="secondary"
          >
            Progress sheet
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

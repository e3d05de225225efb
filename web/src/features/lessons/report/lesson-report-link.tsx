import { ClipboardCheck, ClipboardPen } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { useSession } from '../../../api/session-context';
import { CardField } from '../../../components/list-card';
import { lessonReportPath } from '../../../screens';
import { lessonReportAction } from './lesson-report-access';

/**
 * "Write report" on a started lesson of the teacher's (or for staff), "View report" once written: one
 * tap from the lesson card to the report screen (docs/lesson-reports.md). Nothing otherwise.
 */
export function LessonReportLink({
  lesson,
  lessonLabel,
  asCardField = false,
}: {
  lesson: Lesson;
  lessonLabel: string;
  /** On a phone's lesson card: a labelled field of the card, like the others. */
  asCardField?: boolean;
}) {
  const { user } = useSession();
  const action = user ? lessonReportAction(user, lesson, new Date()) : null;
  if (!action) return null;
  const link = <ReportLink lessonId={lesson._id} lessonLabel={lessonLabel} action={action} />;
  return asCardField ? (
    <CardField label="Report" wide>
      {link}
    </CardField>
  ) : (
    link
  );
}

function ReportLink({
  lessonId,
  lessonLabel,
  action,
}: {
  lessonId: string;
  lessonLabel: string;
  action: 'view' | 'write';
}) {
  const Icon = action === 'write' ? ClipboardPen : ClipboardCheck;
  return (
    <Link
      to={lessonReportPath(lessonId)}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {action === 'write' ? 'Write report' : 'View report'}
      <span className="sr-only">: {lessonLabel}</span>
    </Link>
  );
}

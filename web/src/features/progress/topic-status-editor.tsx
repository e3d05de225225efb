import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { topicStatuses, topicStatusLabels, type TopicStatus } from '../../../../shared/topic-statuses';
import { roleLabels } from '../../../../shared/roles';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useTopicHistory } from './progress-api';
import type { SheetTopic } from './progress-sheet-model';
import { TopicStatusSquare } from './topic-status-square';
import { madeOnFirstUse } from '../../lib/made-on-first-use';
import { lessonReportPath } from '../../screens';

const historyShown = 5;

const changedAtFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

export interface TopicStatusEditorProps {
  studentId: string;
  topic: SheetTopic;
  onSave: (status: TopicStatus) => void;
  onCancel: () => void;
}

/**
 * A dropdown with Save and Cancel, so a slip of the finger changes nothing.
 * Below it, who changed the status and when (our addition), so a family
 * sees what the teacher marked.
 */
export function TopicStatusEditor({ studentId, topic, onSave, onCancel }: TopicStatusEditorProps) {
  const selectId = useId();
  // No resolver: the select offers only the statuses the API accepts, and zod would join the
  // popover's code, which every reader of a sheet downloads once it shows.
  const form = useForm<{ status: TopicStatus }>({ defaultValues: { status: topic.status } });
  const draft = useWatch({ control: form.control, name: 'status' });

  const submit = form.handleSubmit(({ status }) => {
    if (status === topic.status) onCancel();
    else onSave(status);
  });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3" aria-label={`Status of ${topic.number} ${topic.name}`}>
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold text-slate-800">
            Status
          </label>
          <div className="mt-1.5 flex items-center gap-2.5">
            <TopicStatusSquare status={draft} size="lg" />
            <select
              id={selectId}
              {...form.register('status')}
              className="block h-11 min-w-0 flex-1 rounded-control border border-slate-300 bg-white px-2.5 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
            >
              {topicStatuses.map((status) => (
                <option key={status} value={status}>
                  {topicStatusLabels[status]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            Save
          </Button>
        </div>
      </form>
      <StatusHistory studentId={studentId} topicId={topic.topicId} />
    </div>
  );
}

/**
 * The history loads as the editor opens. It sits in a box of one height
 * whatever it holds (loading, none, or five changes, scrolled), so the editor
 * keeps its size: grown by the answer, it flipped above its button near the
 * bottom of a phone's screen, moving Save from under a finger about to tap it.
 */
function StatusHistory({ studentId, topicId }: { studentId: string; topicId: string }) {
  const history = useTopicHistory(studentId, topicId, true);
  const titleId = useId();
  const changes = history.data ?? [];

  return (
    <section aria-labelledby={titleId} className="border-t border-slate-100 pt-3">
      <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <History aria-hidden="true" className="size-4 text-slate-500" />
        History
      </h3>
      {/* Focusable, so that a keyboard can scroll it (a scrolled region no control inside reaches). */}
      <div
        className="mt-0.5 h-32 overflow-y-auto overscroll-contain rounded-control pr-1"
        tabIndex={0}
        aria-labelledby={titleId}
        role="group"
        data-testid="topic-status-history"
      >
        <StatusHistoryBody history={history} changes={changes} />
      </div>
    </section>
  );
}

function StatusHistoryBody({
  history,
  changes,
}: {
  history: ReturnType<typeof useTopicHistory>;
  changes: NonNullable<ReturnType<typeof useTopicHistory>['data']>;
}) {
  return (
    <>
      {history.isPending ? (
        <div className="mt-2 text-brand-700">
          <Spinner size="sm" label="Loading history" />
        </div>
      ) : history.isError ? (
        <p className="mt-1.5 text-sm text-slate-600">The history could not be loaded just now.</p>
      ) : changes.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-600">No changes yet: this topic has not been marked.</p>
      ) : (
        <>
          <ol className="mt-2 space-y-2" aria-label="Status changes, newest first">
            {changes.slice(0, historyShown).map((change) => (
              <li key={`${change.changedAt}-${change.status}`} className="flex gap-2.5 text-sm">
                <TopicStatusSquare status={change.status} size="sm" className="mt-1" />
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{topicStatusLabels[change.status]}</p>
                  <p className="text-xs text-slate-600">
                    {change.changedBy}
                    {change.changedByRole ? ` (${roleLabels[change.changedByRole]})` : ''} ·{' '}
                    <time dateTime={change.changedAt}>
                      {changedAtFormat().format(new Date(change.changedAt))}
                    </time>
                  </p>
                  {change.lessonId ? (
                    // Set by a lesson's report (docs/lesson-reports.md): the report says what the lesson covered.
                    <Link
                      to={lessonReportPath(change.lessonId)}
                      className="text-xs font-semibold text-brand-700 underline underline-offset-2"
                    >
                      From the lesson report
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          {changes.length > historyShown ? (
            <p className="mt-2 text-xs text-slate-600">
              and {changes.length - historyShown} earlier change
              {changes.length - historyShown === 1 ? '' : 's'}
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { reportTextMaxLength, type ReportTopicStatus } from '../../../../../shared/lesson-reports';
import type { SubjectDetail } from '../../../../../shared/schemas/curriculum-schemas';
import {
  lessonReportInputSchema,
  type LessonReportInput,
} from '../../../../../shared/schemas/lesson-report-schemas';
import { topicStatusLabels, type TopicStatus } from '../../../../../shared/topic-statuses';
import { messageOf } from '../../../api/api-error';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { RagToggle } from './rag-toggle';

type ReportTopics = { topicId: string; status: ReportTopicStatus }[];

/** What the form holds (the schema's input) and what it hands on once checked (its output, trimmed). */
type ReportFormValues = LessonReportInput;
type CheckedReport = z.output<typeof lessonReportInputSchema>;

export interface LessonReportFormProps {
  curriculum: SubjectDetail | null;
  /** Each topic's status now, shown under its name so the teacher sees what the report changes. */
  statuses: Record<string, TopicStatus>;
  onSave: (report: LessonReportInput) => Promise<unknown>;
  saving: boolean;
}

/** The topics with `topicId` set to `status`, or without it when `status` is undefined. */
function withTopic(
  topics: ReportTopics,
  topicId: string,
  status: ReportTopicStatus | undefined,
): ReportTopics {
  const others = topics.filter((topic) => topic.topicId !== topicId);
  return status ? [...others, { topicId, status }] : others;
}

/**
 * The teacher's report (docs/lesson-reports.md), phone first: the lesson subject's topics grouped by
 * unit, each with Red / Amber / Green (a tap picks it), then homework and a comment with counters.
 * Checked with the API's own schema; the server checks it again.
 */
export function LessonReportForm({ curriculum, statuses, onSave, saving }: LessonReportFormProps) {
  const form = useForm<ReportFormValues, unknown, CheckedReport>({
    resolver: zodResolver(lessonReportInputSchema),
    defaultValues: { topics: [], homework: '', comment: '' },
  });
  const { errors } = form.formState;
  const [homework, comment, topics] = useWatch({
    control: form.control,
    name: ['homework', 'comment', 'topics'],
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      await onSave(values);
    } catch (failure) {
      form.setError('root', { message: messageOf(failure, 'The report was not saved. Please try again.') });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {errors.root?.message ? (
        <Alert tone="error" title="The report was not saved">
          {errors.root.message}
        </Alert>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Topics covered</legend>
        {errors.topics?.message ? (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {errors.topics.message}
          </p>
        ) : null}
        {!curriculum || curriculum.units.every((unit) => unit.topics.length === 0) ? (
          <p className="text-sm text-slate-600">
            This lesson&apos;s subject has no topics in the student&apos;s curriculum: write homework or a
            comment.
          </p>
        ) : (
          <Controller
            control={form.control}
            name="topics"
            render={({ field }) => (
              <div className="space-y-4">
                {curriculum.units.map((unit, unitIndex) =>
                  unit.topics.length === 0 ? null : (
                    <section key={unit._id} aria-labelledby={`unit-${unit._id}`}>
                      <h3 id={`unit-${unit._id}`} className="text-sm font-semibold text-slate-700">
                        {unitIndex + 1}. {unit.name}
                      </h3>
                      <ul className="mt-2 divide-y divide-slate-100 rounded-card border border-slate-200 bg-white">
                        {unit.topics.map((topic, topicIndex) => {
                          const name = `${unitIndex + 1}.${topicIndex + 1} ${topic.name}`;
                          const chosen = field.value.find((item) => item.topicId === topic._id)?.status;
                          return (
                            <li
                              key={topic._id}
                              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                            >
                              <div className="min-w-0 flex-[1_1_8rem]">
                                <p className="font-medium break-words text-slate-900">{name}</p>
                                <p className="text-xs text-slate-600">
                                  Now: {topicStatusLabels[statuses[topic._id] ?? 'not_studied']}
                                </p>
                              </div>
                              <RagToggle
                                topicName={name}
                                value={chosen}
                                disabled={saving}
                                onChange={(status) =>
                                  field.onChange(withTopic(field.value, topic._id, status))
                                }
                              />
                            </li>
                          );
                        })}
                      </ul>
                    </section>
                  ),
                )}
              </div>
            )}
          />
        )}
        <p className="text-sm text-slate-700" aria-live="polite">
          {topics.length} {topics.length === 1 ? 'topic' : 'topics'} chosen
        </p>
      </fieldset>
      <div>
        <TextAreaField
          label="Homework"
          rows={3}
          maxLength={reportTextMaxLength}
          error={errors.homework?.message}
          {...form.register('homework')}
        />
        <p className="mt-1 text-right text-xs text-slate-600 tabular-nums">
          {(homework ?? '').length} of {reportTextMaxLength} characters
        </p>
      </div>
      <div>
        <TextAreaField
          label="Comment for the family"
          rows={4}
          maxLength={reportTextMaxLength}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        <p className="mt-1 text-right text-xs text-slate-600 tabular-nums">
          {(comment ?? '').length} of {reportTextMaxLength} characters
        </p>
      </div>
      <Button type="submit" fullWidth busy={saving}>
        {saving ? 'Saving report...' : 'Save report'}
      </Button>
    </form>
  );
}

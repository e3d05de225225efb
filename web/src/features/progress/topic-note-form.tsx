import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { topicNoteUpdateSchema } from '../../../../shared/schemas/progress-schemas';
import { topicNoteMaxLength } from '../../../../shared/topic-statuses';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import type { SheetTopic } from './progress-sheet-model';

/** The note as the API checks it (trimmed, at most 500 characters, no hidden characters). */
const noteFormSchema = topicNoteUpdateSchema.pick({ notes: true });

export interface TopicNoteFormProps {
  topic: SheetTopic;
  onCancel: () => void;
  /** Resolves when saved; rejects with the message to show. */
  onSave: (note: string) => Promise<void>;
  onDelete: () => Promise<void>;
  busy: boolean;
}

/** A topic's note: Save waits for some text, Delete removes a saved note. */
export function TopicNoteForm({ topic, onCancel, onSave, onDelete, busy }: TopicNoteFormProps) {
  const inputId = useId();
  const countId = useId();
  const errorId = useId();
  const form = useForm<{ notes: string }>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { notes: topic.note },
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: 'notes' });
  const fieldError = errors.notes?.message;

  const run = (action: () => Promise<void>) => {
    form.clearErrors('root');
    action().catch((failure: unknown) =>
      form.setError('root', { message: failure instanceof Error ? failure.message : String(failure) }),
    );
  };

  const submit = form.handleSubmit((values) => {
    if (!values.notes || busy) return;
    run(() => onSave(values.notes));
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          Note
        </label>
        {fieldError ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
            <span className="sr-only">Error: </span>
            {fieldError}
          </p>
        ) : null}
        {/* 500 characters are a few lines: a text area, not a one-line box. */}
        <textarea
          id={inputId}
          rows={4}
          maxLength={topicNoteMaxLength}
          aria-describedby={fieldError ? `${errorId} ${countId}` : countId}
          aria-invalid={fieldError ? true : undefined}
          autoComplete="off"
          className="mt-1.5 block w-full rounded-control border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
          {...form.register('notes')}
        />
        <p id={countId} className="mt-1 text-right text-xs text-slate-600 tabular-nums">
          {note.length} of {topicNoteMaxLength} characters
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {topic.note ? (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 sm:mr-auto"
            disabled={busy}
            onClick={() => run(onDelete)}
          >
            Delete
          </Button>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={!note.trim()} busy={busy}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

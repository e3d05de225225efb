import { useId, useState, type FormEvent } from 'react';
import { topicNoteMaxLength } from '../../../../shared/topic-statuses';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import type { SheetTopic } from './progress-sheet-model';

export interface TopicNoteDialogProps {
  topic: SheetTopic | null;
  onOpenChange: (open: boolean) => void;
  /** Resolves when saved; rejects with the message to show. */
  onSave: (note: string) => Promise<void>;
  onDelete: () => Promise<void>;
  busy: boolean;
}

/**
 * Topic notes: at most 25 characters (a reminder, not a report), enforced by the text box;
 * Save is disabled while the box is empty; Delete removes a saved note.
 */
export function TopicNoteDialog({ topic, onOpenChange, onSave, onDelete, busy }: TopicNoteDialogProps) {
  return (
    <Modal
      open={topic !== null}
      onOpenChange={(open) => (busy ? undefined : onOpenChange(open))}
      title={topic ? `Note for ${topic.number} ${topic.name}` : 'Note'}
      description={`A short reminder for this topic, up to ${topicNoteMaxLength} characters.`}
    >
      {topic ? (
        <NoteForm
          key={topic.topicId}
          topic={topic}
          onCancel={() => onOpenChange(false)}
          onSave={onSave}
          onDelete={onDelete}
          busy={busy}
        />
      ) : null}
    </Modal>
  );
}

function NoteForm({
  topic,
  onCancel,
  onSave,
  onDelete,
  busy,
}: {
  topic: SheetTopic;
  onCancel: () => void;
  onSave: (note: string) => Promise<void>;
  onDelete: () => Promise<void>;
  busy: boolean;
}) {
  const inputId = useId();
  const countId = useId();
  const [note, setNote] = useState(topic.note);
  const [error, setError] = useState<string | null>(null);
  const trimmed = note.trim();

  const run = (action: () => Promise<void>) => {
    setError(null);
    action().catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    run(() => onSave(trimmed));
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          Note
        </label>
        <input
          id={inputId}
          type="text"
          value={note}
          maxLength={topicNoteMaxLength}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={countId}
          autoComplete="off"
          className="mt-1.5 block h-11 w-full rounded-control border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
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
          <Button type="submit" disabled={!trimmed} busy={busy}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

import { lessonMessages } from '../lesson-messages';

/** Notes in the table are cut after 30 characters, so a long note does not stretch its row. */
export const notesPreviewLength = 30;

export function notesPreview(notes: string): { text: string; truncated: boolean } {
  const trimmed = notes.trim();
  if (trimmed.length <= notesPreviewLength) return { text: trimmed, truncated: false };
  return { text: `${trimmed.slice(0, notesPreviewLength).trimEnd()}…`, truncated: true };
}

/** The first 30 characters and a 'View All' button for the rest; 'No notes' when there are none. */
export function LessonNotesCell({
  notes,
  lessonLabel,
  onViewAll,
}: {
  notes: string;
  /** Who and when, for the button's accessible name ('View All notes for Amira Khan, Tue 13 Oct'). */
  lessonLabel: string;
  onViewAll: () => void;
}) {
  const preview = notesPreview(notes);
  if (!preview.text) return <span className="text-slate-600 italic">{lessonMessages.noNotes}</span>;
  return (
    <span className="block min-w-28">
      <span className="break-words">{preview.text}</span>
      {preview.truncated ? (
        <button
          type="button"
          onClick={onViewAll}
          className="relative ml-1 rounded text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
        >
          View All<span className="sr-only"> notes for {lessonLabel}</span>
        </button>
      ) : null}
    </span>
  );
}

import { MessageSquareText } from 'lucide-react';
import type { SheetTopic } from './progress-sheet-model';

/** Every topic note of the sheet, listed under it, so they are read without opening each. */
export function NotesSummary({ topics }: { topics: readonly SheetTopic[] }) {
  const noted = topics.filter((topic) => topic.note);
  return (
    <section
      aria-labelledby="notes-summary-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2
        id="notes-summary-title"
        className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5"
      >
        <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
        Notes summary
      </h2>
      {noted.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">
          No notes yet. Use the note button on a topic's row to add a short reminder.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {noted.map((topic) => (
            <li key={topic.topicId} className="flex gap-3 px-4 py-3 text-sm sm:px-5">
              <span className="w-8 shrink-0 font-semibold text-slate-600 tabular-nums">{topic.number}</span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{topic.name}</p>
                <p className="break-words text-slate-700">{topic.note}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

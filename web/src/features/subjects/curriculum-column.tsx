import { ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { InlineNameForm } from './inline-name-form';

export interface CurriculumItem {
  id: string;
  name: string;
  /** '2' for a unit, '2.3' for a topic: the number the progress sheet shows. */
  number?: string;
}

export interface CurriculumColumnProps {
  /** 'Subjects', 'Units', 'Topics'. */
  title: string;
  /** 'Subject', 'Unit', 'Topic'. */
  noun: string;
  /** Shown instead of the list until the level above is selected (a hint saying which to pick). */
  hint: string | null;
  /** Undefined while loading. */
  items: readonly CurriculumItem[] | undefined;
  emptyText: string;
  /** What the column belongs to, for screen readers ('Units of Mathematics'). */
  context?: string;
  selectedId?: string | null;
  /** Items are selectable when given (subjects and units). */
  onSelect?: (id: string) => void;
  canDelete: boolean;
  onAdd: (name: string) => Promise<void>;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (item: CurriculumItem) => void;
  adding: boolean;
  renaming: boolean;
}

type Mode = { kind: 'idle' } | { kind: 'adding' } | { kind: 'editing'; id: string };

/**
 * One of the subject screen's three columns: the list, an inline form to add
 * or rename (one at a time, docs/architecture.md#states), and delete, which the page confirms.
 */
export function CurriculumColumn({
  title,
  noun,
  hint,
  items,
  emptyText,
  context,
  selectedId,
  onSelect,
  canDelete,
  onAdd,
  onRename,
  onDelete,
  adding,
  renaming,
}: CurriculumColumnProps) {
  const headingId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const sectionRef = useRef<HTMLElement>(null);
  const lowerNoun = noun.toLowerCase();

  /** After a form closes, focus goes back to the control that opened it. */
  const closeForm = (focusKey: string) => {
    setMode({ kind: 'idle' });
    requestAnimationFrame(() =>
      sectionRef.current?.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]`)?.focus(),
    );
  };

  const editingId = mode.kind === 'editing' ? mode.id : null;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={headingId} className="min-w-0 text-base font-semibold text-slate-900">
          <span className="flex items-baseline gap-2">
            {title}
            {items && !hint ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                {items.length}
                <span className="sr-only"> {items.length === 1 ? lowerNoun : `${lowerNoun}s`}</span>
              </span>
            ) : null}
          </span>
          {context ? (
            <span className="block truncate text-xs font-normal text-slate-600">of {context}</span>
          ) : null}
        </h2>
        {!hint && items ? (
          <Button
            variant="secondary"
            size="sm"
            data-focus-key="add"
            onClick={() => setMode({ kind: 'adding' })}
            disabled={mode.kind === 'adding'}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add {lowerNoun}
          </Button>
        ) : null}
      </div>

      <div className="flex-1 p-2 sm:p-3">
        {hint ? (
          <p className="rounded-control border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
            {hint}
          </p>
        ) : !items ? (
          <div className="flex justify-center py-6 text-brand-700">
            <Spinner label={`Loading ${title.toLowerCase()}`} />
          </div>
        ) : (
          <>
            {mode.kind === 'adding' ? (
              <div className="mb-2">
                <InlineNameForm
                  noun={noun}
                  submitLabel="Add"
                  busy={adding}
                  onSubmit={async (name) => {
                    await onAdd(name);
                    closeForm('add');
                  }}
                  onCancel={() => closeForm('add')}
                />
              </div>
            ) : null}
            {items.length === 0 && mode.kind !== 'adding' ? (
              <p className="px-2 py-4 text-sm text-slate-600">{emptyText}</p>
            ) : (
              <ul className="space-y-1">
                {items.map((item) => {
                  const selected = item.id === selectedId;
                  const label = item.number ? `${item.number} ${item.name}` : item.name;
                  if (item.id === editingId) {
                    return (
                      <li key={item.id}>
                        <InlineNameForm
                          noun={noun}
                          submitLabel="Update"
                          initialName={item.name}
                          busy={renaming}
                          onSubmit={async (name) => {
                            await onRename(item.id, name);
                            closeForm(`edit-${item.id}`);
                          }}
                          onCancel={() => closeForm(`edit-${item.id}`)}
                        />
                      </li>
                    );
                  }
                  return (
                    <li
                      key={item.id}
                      className={`flex items-center gap-0.5 rounded-control pr-1 transition-colors ${
                        selected ? 'bg-brand-50 ring-1 ring-brand-200 ring-inset' : 'hover:bg-slate-50'
                      }`}
                    >
                      {onSelect ? (
                        <button
                          type="button"
                          aria-pressed={selected}
                          onClick={() => onSelect(item.id)}
                          className={`flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-control px-3 py-2 text-left text-sm ${
                            selected ? 'font-semibold text-brand-900' : 'font-medium text-slate-800'
                          }`}
                        >
                          <ItemName item={item} />
                          <ChevronRight
                            aria-hidden="true"
                            className={`ml-auto size-4 shrink-0 ${selected ? 'text-brand-700' : 'text-slate-400'}`}
                          />
                        </button>
                      ) : (
                        <span className="flex min-h-11 min-w-0 flex-1 items-center gap-2 px-3 py-2 text-sm font-medium text-slate-800">
                          <ItemName item={item} />
                        </span>
                      )}
                      <button
                        type="button"
                        data-focus-key={`edit-${item.id}`}
                        onClick={() => setMode({ kind: 'editing', id: item.id })}
                        aria-label={`Edit ${lowerNoun} ${label}`}
                        title={`Edit ${lowerNoun}`}
                        className="flex size-10 shrink-0 items-center justify-center rounded-control text-slate-500 hover:bg-white hover:text-slate-900"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                      {canDelete ? (
                        <button
                          type="button"
                          onClick={() => onDelete(item)}
                          aria-label={`Delete ${lowerNoun} ${label}`}
                          title={`Delete ${lowerNoun}`}
                          className="flex size-10 shrink-0 items-center justify-center rounded-control text-slate-500 hover:bg-red-50 hover:text-red-700"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function ItemName({ item }: { item: CurriculumItem }) {
  return (
    <span className="min-w-0 break-words">
      {item.number ? (
        <>
          <span className="mr-0.5 text-slate-500 tabular-nums">{item.number}</span>{' '}
        </>
      ) : null}
      {item.name}
    </span>
  );
}

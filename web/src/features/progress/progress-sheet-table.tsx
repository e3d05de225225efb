import { MessageSquareText, NotebookPen } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import type { SheetTopic, SheetUnit } from './progress-sheet-model';
import { TopicStatusButton } from './topic-status-button';
import { TopicStatusSquare } from './topic-status-square';

/*
 * The status editor's popover brings Radix's popover and popper (about 12 KB
 * gzip, issue 18): it loads just after the sheet shows, behind disabled
 * look-alikes of the status buttons.
 */
const TopicStatusPopover = lazy(async () => ({
  default: (await import('./topic-status-popover')).TopicStatusPopover,
}));

/**
 * Full-width rows span the columns a phone shows (the colour column is hidden
 * there); a wider screen adds one empty cell, so no row makes a column of its own.
 */
const phoneColumnCount = 4;
const wideScreenFiller = (headers: string) => (
  <td aria-hidden="true" headers={headers} className="hidden sm:table-cell" />
);

/**
 * The header cells' ids. The sheet has two levels of headers (the columns, and a unit over its topics), which
 * `scope` cannot express, so every header has an id and every cell names its own headers (WCAG technique H43).
 */
function headerIds(base: string) {
  return {
    number: `${base}-number`,
    topic: `${base}-topic`,
    colour: `${base}-colour`,
    rag: `${base}-rag`,
    note: `${base}-note`,
    unit: (unitId: string) => `${base}-unit-${unitId}`,
    row: (topicId: string) => `${base}-row-${topicId}`,
  };
}
type HeaderIds = ReturnType<typeof headerIds>;

export interface ProgressSheetTableProps {
  caption: string;
  studentId: string;
  units: readonly SheetUnit[];
  onSaveStatus: (topic: SheetTopic, status: TopicStatus) => void;
  onEditNote: (topic: SheetTopic) => void;
}

/**
 * The sheet: topics grouped by unit and numbered unit.topic, a
 * colour square and the RAG column with the status in words. Five narrow
 * columns so a 375 px phone shows a whole row without scrolling sideways.
 */
export function ProgressSheetTable({
  caption,
  studentId,
  units,
  onSaveStatus,
  onEditNote,
}: ProgressSheetTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const ids = headerIds(useId());

  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <th id={ids.number} className="w-10 py-2 pr-1 pl-2.5 sm:w-14 sm:pl-5">
            No.
          </th>
          <th id={ids.topic} className="px-1 py-2">
            Topic
          </th>
          {/* On a phone the square moves into the status button, leaving the topic name more room. */}
          <th id={ids.colour} className="hidden w-10 px-1 py-2 sm:table-cell">
            <span className="sr-only">Colour</span>
          </th>
          <th id={ids.rag} className="w-[40%] px-1 py-2 sm:w-[36%]">
            RAG
          </th>
          <th id={ids.note} className="w-10 py-2 pr-1 pl-0.5 sm:w-14 sm:pr-3">
            <span className="sr-only">Note</span>
          </th>
        </tr>
      </thead>
      {units.map((unit) => (
        <tbody key={unit.unitId} className="border-b border-slate-200 last:border-b-0">
          <tr className="bg-slate-50">
            <th
              id={ids.unit(unit.unitId)}
              colSpan={phoneColumnCount}
              className="px-3 py-2 text-left text-sm font-semibold break-words text-slate-900 sm:px-5"
            >
              <span className="text-slate-600">Unit {unit.number}</span>
              <span aria-hidden="true" className="px-1.5 text-slate-400">
                ·
              </span>
              {unit.name}
            </th>
            {wideScreenFiller(`${ids.note} ${ids.unit(unit.unitId)}`)}
          </tr>
          {unit.topics.length === 0 ? (
            <tr>
              <td
                colSpan={phoneColumnCount}
                headers={ids.unit(unit.unitId)}
                className="px-3 py-3 text-sm text-slate-600 sm:px-5"
              >
                No topics in this unit yet.
              </td>
              {wideScreenFiller(`${ids.note} ${ids.unit(unit.unitId)}`)}
            </tr>
          ) : (
            unit.topics.map((topic) => (
              <TopicRow
                key={topic.topicId}
                ids={ids}
                unitId={unit.unitId}
                studentId={studentId}
                topic={topic}
                editorOpen={editing === topic.topicId}
                onEditorOpenChange={(open) => setEditing(open ? topic.topicId : null)}
                onSaveStatus={(status) => {
                  setEditing(null);
                  onSaveStatus(topic, status);
                }}
                onEditNote={() => onEditNote(topic)}
              />
            ))
          )}
        </tbody>
      ))}
    </table>
  );
}

interface TopicRowProps {
  ids: HeaderIds;
  unitId: string;
  studentId: string;
  topic: SheetTopic;
  editorOpen: boolean;
  onEditorOpenChange: (open: boolean) => void;
  onSaveStatus: (status: TopicStatus) => void;
  onEditNote: () => void;
}

function TopicRow({
  ids,
  unitId,
  studentId,
  topic,
  editorOpen,
  onEditorOpenChange,
  onSaveStatus,
  onEditNote,
}: TopicRowProps) {
  // A cell's headers: its column, its unit and its topic.
  const headers = (column: string) => `${column} ${ids.unit(unitId)} ${ids.row(topic.topicId)}`;
  return (
    <tr className="border-t border-slate-100 align-middle first:border-t-0" data-topic-row={topic.number}>
      <td
        headers={headers(ids.number)}
        className="py-2.5 pr-1 pl-2.5 font-semibold text-slate-600 tabular-nums sm:pl-5"
      >
        {topic.number}
      </td>
      <th
        id={ids.row(topic.topicId)}
        headers={`${ids.topic} ${ids.unit(unitId)}`}
        className="px-1 py-2.5 text-left font-medium break-words text-slate-900"
      >
        {topic.name}
        {topic.note ? (
          <span className="mt-0.5 flex items-start gap-1 text-xs font-normal text-slate-600">
            <MessageSquareText aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span className="min-w-0 break-words">
              <span className="sr-only">Note: </span>
              {topic.note}
            </span>
          </span>
        ) : null}
      </th>
      <td headers={headers(ids.colour)} className="hidden px-1 py-2.5 sm:table-cell">
        <TopicStatusSquare status={topic.status} size="lg" announce />
      </td>
      <td headers={headers(ids.rag)} className="px-1 py-2">
        <Suspense fallback={<TopicStatusButton topic={topic} disabled aria-busy="true" />}>
          <TopicStatusPopover
            studentId={studentId}
            topic={topic}
            open={editorOpen}
            onOpenChange={onEditorOpenChange}
            onSave={onSaveStatus}
          />
        </Suspense>
      </td>
      <td headers={headers(ids.note)} className="py-2 pr-1 pl-0.5 sm:pr-3">
        <button
          type="button"
          onClick={onEditNote}
          aria-label={
            topic.note
              ? `Edit the note on ${topic.number} ${topic.name}`
              : `Add a note to ${topic.number} ${topic.name}`
          }
          title={topic.note ? 'Edit note' : 'Add note'}
          className={`flex size-10 items-center justify-center rounded-control transition-colors hover:bg-slate-100 ${
            topic.note ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800'
          }`}
        >
          <NotebookPen aria-hidden="true" className="size-5" />
        </button>
      </td>
    </tr>
  );
}

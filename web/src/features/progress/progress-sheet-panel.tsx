import type { Student } from '../../../../shared/schemas/student-schemas';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import { studentDisplayName } from '../../lib/student-display-name';
import { LearningInsights } from './learning-insights';
import { NotesSummary } from './notes-summary';
import { selectionTexts } from './progress-selection';
import type { SheetTopic, SheetUnit } from './progress-sheet-model';
import { ProgressSheetTable } from './progress-sheet-table';

/** The loaded sheet: its table under the subject's name, the notes below it, the insights beside it. */
export function ProgressSheetPanel({
  subjectName,
  student,
  studentId,
  units,
  topics,
  onSaveStatus,
  onEditNote,
}: {
  subjectName: string | undefined;
  /** The student as the caller's list has it (none for a student opened by a link). */
  student: Student | null;
  studentId: string;
  units: readonly SheetUnit[];
  topics: readonly SheetTopic[];
  onSaveStatus: (topic: SheetTopic, status: TopicStatus) => void;
  onEditNote: (topic: SheetTopic) => void;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      {topics.length > 0 ? (
        <div className="xl:col-start-2 xl:row-start-1">
          <LearningInsights topics={topics} />
        </div>
      ) : null}
      <div className="min-w-0 space-y-6 xl:col-start-1 xl:row-start-1">
        <section
          aria-labelledby="sheet-title"
          className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
        >
          <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
            <h2 id="sheet-title" className="text-lg font-semibold break-words text-slate-900">
              {subjectName}
            </h2>
            {student ? (
              <p className="text-sm text-slate-600">
                {studentDisplayName(student)}
                {student.grade ? ` · ${student.grade}` : ''}
              </p>
            ) : null}
          </div>
          {topics.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{selectionTexts.noSheetData}</p>
          ) : (
            <ProgressSheetTable
              caption={`Progress sheet: ${subjectName ?? ''}${student ? ` for ${studentDisplayName(student)}` : ''}`}
              studentId={studentId}
              units={units}
              onSaveStatus={onSaveStatus}
              onEditNote={onEditNote}
            />
          )}
        </section>
        {topics.length > 0 ? <NotesSummary topics={topics} /> : null}
      </div>
    </div>
  );
}

import type { Role } from '../../../../shared/roles';
import { roleMayCall } from '../../api/route-permission';
import { CurriculumTools } from './curriculum-tools';
import { subjectSelectorEmptyText } from './progress-selection';
import { StudentSelector, SubjectSelector } from './progress-selectors';
import { StatusLegend } from './status-legend';
import type { useProgressSelection } from './use-progress-selection';

/** Where the reader picks a student and a subject; curriculum editors also change the curriculum here. */
export function ProgressSheetChooser({
  role,
  selection,
  subjectUnits,
  onDone,
  onFailed,
}: {
  role: Role | undefined;
  selection: ReturnType<typeof useProgressSelection>;
  /** The chosen subject's units, which a new topic goes in. */
  subjectUnits: readonly { _id: string; name: string }[];
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const { studentId, subjectId, select, students, subjects } = selection;
  const studentsLoading = students.isPending;
  const subjectEmptyText = subjectSelectorEmptyText(
    Boolean(studentId),
    selection.schoolSubjects,
    selection.subjectOptions,
  );
  return (
    <section
      aria-label="Choose a progress sheet"
      className="space-y-5 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <StudentSelector
          students={students.data}
          loading={studentsLoading}
          value={studentId}
          onChange={(id) => select({ student: id, subject: null })}
        />
        <SubjectSelector
          options={selection.subjectOptions}
          emptyText={studentsLoading ? null : subjectEmptyText}
          loading={studentsLoading || (Boolean(studentId) && subjects.isPending)}
          value={subjectId}
          onChange={(id) => select({ student: studentId, subject: id })}
        />
      </div>

      {roleMayCall(role, 'curriculum.createSubject') ? (
        <CurriculumTools
          subject={selection.subject}
          units={subjectUnits}
          canDeleteSubject={roleMayCall(role, 'curriculum.deleteSubject')}
          canAllocateSubjects={roleMayCall(role, 'students.create')}
          onDone={onDone}
          onFailed={onFailed}
          onSubjectDeleted={() => select({ student: studentId, subject: null })}
        />
      ) : null}

      <div className="border-t border-slate-100 pt-4">
        <StatusLegend />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import type { Student } from '../../../../shared/schemas/student-schemas';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { studentDisplayName } from '../../lib/student-display-name';
import { selectionTexts } from './progress-selection';

/** A selector's label with the text that stands in for it when it has nothing to offer. */
function EmptySelector({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="block text-sm font-semibold text-slate-800">{label}</p>
      <p className="mt-1.5 flex min-h-11 items-center rounded-control border border-dashed border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
        {children}
      </p>
    </div>
  );
}

export interface StudentSelectorProps {
  students: readonly Student[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (studentId: string) => void;
}

export function StudentSelector({ students, loading, value, onChange }: StudentSelectorProps) {
  if (loading) {
    return (
      <EmptySelector label="Student">
        <span className="text-brand-700">
          <Spinner size="sm" label="Loading students" />
        </span>
      </EmptySelector>
    );
  }
  if (!students) return <EmptySelector label="Student">Students could not be loaded.</EmptySelector>;
  if (students.length === 0)
    return <EmptySelector label="Student">{selectionTexts.noStudents}</EmptySelector>;
  const known = students.some((student) => student._id === value);
  return (
    <SelectField
      label="Student"
      value={known ? (value ?? '') : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled>
        Select a student
      </option>
      {students.map((student) => (
        <option key={student._id} value={student._id}>
          {studentDisplayName(student)}
          {student.grade ? ` (${student.grade})` : ''}
        </option>
      ))}
    </SelectField>
  );
}

export interface SubjectSelectorProps {
  options: readonly SubjectSummary[];
  /** The spec's empty text when there is nothing to choose, else null. */
  emptyText: string | null;
  loading: boolean;
  value: string | null;
  onChange: (subjectId: string) => void;
}

export function SubjectSelector({ options, emptyText, loading, value, onChange }: SubjectSelectorProps) {
  if (loading) {
    return (
      <EmptySelector label="Subject">
        <span className="text-brand-700">
          <Spinner size="sm" label="Loading subjects" />
        </span>
      </EmptySelector>
    );
  }
  if (emptyText) return <EmptySelector label="Subject">{emptyText}</EmptySelector>;
  const known = options.some((subject) => subject._id === value);
  return (
    <SelectField
      label="Subject"
      value={known ? (value ?? '') : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled>
        Select a subject
      </option>
      {options.map((subject) => (
        <option key={subject._id} value={subject._id}>
          {subject.name}
        </option>
      ))}
    </SelectField>
  );
}

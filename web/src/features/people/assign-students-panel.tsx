import { useMemo, useState, type FormEvent } from 'react';
import type { Student } from '../../../../shared/schemas/student-schemas';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ErrorSummary } from '../../components/error-summary';
import { SearchBox } from '../../components/search-box';
import { Spinner } from '../../components/spinner';
import { useStudentList } from '../../api/student-list-query';
import { useAssignStudents, useTeacherStudents } from './people-api';
import { failureMessage, peopleMessages } from './people-messages';
import { filterStudents } from './people-search';
import { studentDisplayName } from '../../lib/student-display-name';

/**
 * 'Name (Year 6)', the grade part only when the student has one. Grades are stored as the school writes
 * them ("Year 6", "KS2"), so only a bare number is called a grade ("Grade 6"), never "Grade Year 6".
 */
export function assignmentLabel(student: Pick<Student, 'name' | 'grade'>): string {
  const grade = student.grade.trim();
  if (!grade) return studentDisplayName(student);
  return `${studentDisplayName(student)} (${/^\d/.test(grade) ? `Grade ${grade}` : grade})`;
}

export interface AssignStudentsPanelProps {
  teacher: PublicUser | undefined;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/**
 * The teacher screen's third mode (docs/architecture.md#states): every student, with the
 * teacher's current students (read fresh from the API) already ticked.
 */
export function AssignStudentsPanel({ teacher, onCancel, onSaved }: AssignStudentsPanelProps) {
  const students = useStudentList();
  const current = useTeacherStudents(teacher?._id);

  if (students.isError || current.isError) {
    return (
      <div className="space-y-5">
        <Alert tone="error">
          {students.isError ? peopleMessages.loadStudents : peopleMessages.loadTeacherStudents}
        </Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  // The teacher's students are read again on every opening (a cached answer may be out of date).
  if (students.isPending || (teacher && (current.isPending || current.isFetching))) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label="Loading students" />
      </div>
    );
  }
  return (
    <AssignStudentsForm
      teacher={teacher}
      students={students.data}
      initiallySelected={(current.data ?? []).map((student) => student._id)}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

interface AssignStudentsFormProps extends AssignStudentsPanelProps {
  students: readonly Student[];
  initiallySelected: readonly string[];
}

function AssignStudentsForm({
  teacher,
  students,
  initiallySelected,
  onCancel,
  onSaved,
}: AssignStudentsFormProps) {
  const assign = useAssignStudents();
  const [selected, setSelected] = useState<string[]>(() => {
    // A current student who has since been deleted is not offered again.
    const existing = new Set(students.map((student) => student._id));
    return initiallySelected.filter((id) => existing.has(id));
  });
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const options = useMemo(
    () =>
      filterStudents(students, filter).map((student) => ({
        value: student._id,
        label: assignmentLabel(student),
      })),
    [students, filter],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!teacher) return setFailure(peopleMessages.noTeacherSelected);
    if (selected.length === 0) return setFailure(peopleMessages.noStudentsSelected);
    setFailure(null);
    assign.mutate(
      { teacherId: teacher._id, studentIds: selected },
      {
        onSuccess: () => onSaved(peopleMessages.studentsAssigned),
        onError: (error) => setFailure(failureMessage(peopleMessages.assignStudents, error)),
      },
    );
  };

  const visible = options.map((option) => option.value);
  const selectVisible = () => setSelected((ids) => [...new Set([...ids, ...visible])]);
  const clearVisible = () => {
    const hidden = new Set(visible);
    setSelected((ids) => ids.filter((id) => !hidden.has(id)));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Assign students" className="space-y-5">
      <ErrorSummary message={failure} />
      {students.length > 0 ? (
        <div className="space-y-3">
          <SearchBox
            label="Filter students"
            showLabel
            placeholder="Filter by name or grade"
            value={filter}
            onChange={setFilter}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-slate-700" aria-live="polite">
              {selected.length} of {students.length} selected
            </p>
            <div className="flex gap-1">
              <Button size="sm" variant="ghost" onClick={selectVisible} disabled={visible.length === 0}>
                {filter.trim() ? 'Select shown' : 'Select all'}
              </Button>
              <Button size="sm" variant="ghost" onClick={clearVisible} disabled={selected.length === 0}>
                {filter.trim() ? 'Clear shown' : 'Clear all'}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      <CheckboxGroup
        legend="Students"
        options={options}
        value={selected}
        onChange={setSelected}
        emptyText={students.length === 0 ? 'No students available' : 'No students match the filter'}
        maxHeightClass="max-h-72"
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={assign.isPending}>
          Save Assignments
        </Button>
      </div>
    </form>
  );
}

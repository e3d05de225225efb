import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import {
  gradeSchema,
  studentNameSchema,
  type Student,
  type StudentUpdate,
} from '../../../../shared/schemas/student-schemas';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ErrorSummary } from '../../components/error-summary';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerFieldErrors } from '../../api/apply-server-field-errors';
import { useSubjects } from '../../api/curriculum-api';
import { sortByName } from '../../lib/sort-by-name';
import { useCreateStudent, useParentOptions, useUpdateStudent, type ParentOption } from './people-api';
import { failureMessage, peopleMessages, studentUpdateFailure } from './people-messages';

interface StudentFormValues {
  name: string;
  grade: string;
  parentId: string;
  subjects: string[];
}

type StudentFormOutput = { name?: string; grade: string; parentId?: string; subjects: string[] };

/**
 * Name and parent are required; when editing they are locked unless
 * the user is super_admin, and then they are neither checked nor sent (the
 * API refuses an admin's change to them).
 */
function studentFormSchema(identityLocked: boolean) {
  return z.object({
    name: identityLocked ? z.string().optional() : studentNameSchema,
    grade: gradeSchema,
    parentId: identityLocked
      ? z.string().optional()
      : z.string({ error: 'Parent selection is required' }).min(1, 'Parent selection is required'),
    subjects: z.array(z.string()),
  });
}

export interface StudentFormProps {
  /** The student being edited; a new one when absent. */
  student?: Student;
  /** Only super_admin may change an existing student's name and parent (docs/architecture.md#permissions). */
  canChangeIdentity: boolean;
  onCancel: () => void;
  /** With the student as the API saved it (the progress page selects the one just added). */
  onSaved: (message: string, student: Student) => void;
}

/**
 * One form for add and edit: Name, Grade, Parent and the Allocated
 * Subjects, on Student Management and the progress page alike.
 */
export function StudentForm({ student, canChangeIdentity, onCancel, onSaved }: StudentFormProps) {
  const editing = student !== undefined;
  const identityLocked = editing && !canChangeIdentity;
  const parents = useParentOptions();
  const subjects = useSubjects(sortByName);
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  const [failure, setFailure] = useState<{ message: string; fieldFocused: boolean } | null>(null);

  const schema = useMemo(() => studentFormSchema(identityLocked), [identityLocked]);
  const form = useForm<StudentFormValues, unknown, StudentFormOutput>({
    // The locked fields are optional in the schema but always strings in the form.
    resolver: zodResolver(schema) as unknown as Resolver<StudentFormValues, unknown, StudentFormOutput>,
    defaultValues: {
      name: student?.name ?? '',
      grade: student?.grade ?? '',
      parentId: student?.parentId ?? '',
      subjects: student?.subjects ?? [],
    },
  });
  const { errors } = form.formState;

  const parentOptions = useMemo(
    () => withCurrentParent(parents.data ?? [], student),
    [parents.data, student],
  );
  const subjectOptions = useMemo(
    () =>
      (subjects.data ?? []).map((subject: SubjectSummary) => ({ value: subject._id, label: subject.name })),
    [subjects.data],
  );

  const busy = createStudent.isPending || updateStudent.isPending;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const grade = values.grade;
    // A subject deleted meanwhile is dropped rather than refused by the API.
    const known = subjects.data ? new Set(subjects.data.map((subject) => subject._id)) : null;
    const chosenSubjects = known ? values.subjects.filter((id) => known.has(id)) : values.subjects;
    const onError = (error: unknown) => {
      const fieldFocused = applyServerFieldErrors(error, form.setError, ['name', 'grade', 'parentId']);
      setFailure({
        message: editing ? studentUpdateFailure(error) : failureMessage(peopleMessages.addStudent, error),
        fieldFocused,
      });
    };
    if (!student) {
      createStudent.mutate(
        { name: values.name ?? '', grade, parentId: values.parentId ?? '', subjects: chosenSubjects },
        { onSuccess: (saved) => onSaved('Student added successfully', saved), onError },
      );
      return;
    }
    const body: StudentUpdate = identityLocked
      ? { grade, subjects: chosenSubjects }
      : { name: values.name, parentId: values.parentId, grade, subjects: chosenSubjects };
    updateStudent.mutate(
      { id: student._id, body },
      { onSuccess: (saved) => onSaved('Student updated successfully', saved), onError },
    );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? 'Edit student' : 'Add student'}
      className="space-y-5"
    >
      <ErrorSummary message={failure?.message ?? null} takeFocus={!failure?.fieldFocused} />
      <TextField
        label="Name"
        autoComplete="off"
        disabled={identityLocked}
        hint={identityLocked ? 'Only the Super Admin can change a student’s name.' : undefined}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Grade"
        autoComplete="off"
        hint="Optional, for example Year 5, KS3 or GCSE."
        error={errors.grade?.message}
        {...form.register('grade')}
      />
      {parents.isError ? <Alert tone="error">{peopleMessages.loadParents}</Alert> : null}
      <SelectField
        label="Parent"
        disabled={identityLocked || parents.isPending}
        hint={identityLocked ? 'Only the Super Admin can change a student’s parent.' : undefined}
        error={errors.parentId?.message}
        {...form.register('parentId')}
      >
        <option value="">
          {parents.isPending && !identityLocked ? 'Loading parents...' : 'Select a parent'}
        </option>
        {parentOptions.map((parent) => (
          <option key={parent._id} value={parent._id}>
            {parent.email ? `${parent.name} (${parent.email})` : parent.name}
          </option>
        ))}
      </SelectField>
      {subjects.isError ? <Alert tone="error">{peopleMessages.loadSubjects}</Alert> : null}
      <Controller
        control={form.control}
        name="subjects"
        render={({ field }) => (
          <CheckboxGroup
            legend="Allocated Subjects"
            options={subjectOptions}
            value={field.value}
            onChange={field.onChange}
            emptyText={subjects.isPending ? 'Loading subjects...' : 'No subjects available'}
            firstInputRef={field.ref}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {editing ? 'Update Student' : 'Add Student'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The parent options, plus the edited student's own parent when the list
 * lacks it (still loading, or the account is no longer a family), so the
 * select still shows who it is.
 */
function withCurrentParent(options: readonly ParentOption[], student: Student | undefined): ParentOption[] {
  if (!student || options.some((option) => option._id === student.parentId)) return [...options];
  const name = student.parents[0]?.name ?? 'Current parent';
  return [{ _id: student.parentId, name, email: '' }, ...options];
}

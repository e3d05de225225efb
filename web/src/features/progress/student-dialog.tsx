import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import {
  gradeSchema,
  parentIdSchema,
  studentNameSchema,
  type Student,
} from '../../../../shared/schemas/student-schemas';
import { messageOf } from '../../api/api-error';
import { Button } from '../../components/button';
import { CheckboxGroup } from '../../components/checkbox-group';
import { ErrorSummary } from '../../components/error-summary';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useCreateStudent, useParentOptions, useUpdateStudent } from './progress-api';

interface StudentFormValues {
  name: string;
  grade: string;
  parentId: string;
  subjects: string[];
}

/** Add, or edit by super_admin: every field, with the shared rules and messages (spec §5). */
const fullSchema = z.object({
  name: studentNameSchema,
  grade: gradeSchema,
  parentId: parentIdSchema,
  subjects: z.array(z.string()),
});

/** An admin's edit: name and parent are shown but neither checked nor sent (the API refuses them). */
const gradeAndSubjectsSchema = z.object({
  name: z.string().optional(),
  grade: gradeSchema,
  parentId: z.string().optional(),
  subjects: z.array(z.string()),
});

export interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a student is given (spec §4 'Student modal'). */
  student: Student | null;
  subjects: readonly SubjectSummary[];
  /** Only super_admin changes a student's name and parent (spec §6). */
  canChangeIdentity: boolean;
  onSaved: (message: string, student: Student) => void;
}

/** Add Student / Edit Grade on the progress page (super_admin and admin). */
export function StudentDialog({ open, onOpenChange, student, ...rest }: StudentDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={student ? 'Edit student' : 'Add student'}
      description={
        student && !rest.canChangeIdentity
          ? 'Change the grade and the allocated subjects. Only a Super Admin can change the name or parent.'
          : undefined
      }
      size="lg"
    >
      {open ? (
        <StudentForm
          key={student?._id ?? 'new'}
          student={student}
          onCancel={() => onOpenChange(false)}
          {...rest}
        />
      ) : null}
    </Modal>
  );
}

function StudentForm({
  student,
  subjects,
  canChangeIdentity,
  onSaved,
  onCancel,
}: Omit<StudentDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const editing = student !== null;
  const identityEditable = !editing || canChangeIdentity;
  const parents = useParentOptions(identityEditable);
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const busy = create.isPending || update.isPending;

  const form = useForm<StudentFormValues>({
    resolver: zodResolver(
      identityEditable ? fullSchema : gradeAndSubjectsSchema,
    ) as Resolver<StudentFormValues>,
    defaultValues: {
      name: student?.name ?? '',
      grade: student?.grade ?? '',
      parentId: student?.parentId ?? '',
      subjects: student ? [...student.subjects] : [],
    },
  });
  const { errors } = form.formState;
  const serverError = errors.root?.server?.message ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (student) {
        const saved = await update.mutateAsync({
          studentId: student._id,
          body: identityEditable
            ? { name: values.name, grade: values.grade, parentId: values.parentId, subjects: values.subjects }
            : { grade: values.grade, subjects: values.subjects },
        });
        onSaved('Student updated successfully', saved);
      } else {
        const saved = await create.mutateAsync({
          name: values.name,
          grade: values.grade,
          parentId: values.parentId,
          subjects: values.subjects,
        });
        onSaved('Student added successfully', saved);
      }
    } catch (error) {
      const prefix = student ? 'Failed to update student: ' : 'Failed to add student: ';
      form.setError('root.server', { message: prefix + messageOf(error, 'Unknown error') });
    }
  });

  // The parent the student has, even if the option list has not loaded (or cannot be loaded by an admin).
  const parentOptions = parents.data ?? [];
  const currentParent = student?.parents[0];
  const showsCurrentParent =
    currentParent && !parentOptions.some((option) => option._id === currentParent._id);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary message={serverError} />
      <TextField
        label="Name"
        autoComplete="off"
        disabled={!identityEditable}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Grade"
        hint="For example Year 5, KS3 or GCSE"
        autoComplete="off"
        error={errors.grade?.message}
        {...form.register('grade')}
      />
      <SelectField
        label="Parent"
        disabled={!identityEditable}
        error={errors.parentId?.message}
        hint={parents.isError ? 'The parent list could not be loaded. Please try again.' : undefined}
        {...form.register('parentId')}
      >
        <option value="">
          {parents.isPending && identityEditable ? 'Loading parents…' : 'Select a parent'}
        </option>
        {showsCurrentParent ? <option value={currentParent._id}>{currentParent.name}</option> : null}
        {parentOptions.map((parent) => (
          <option key={parent._id} value={parent._id}>
            {parent.name} ({parent.email})
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="subjects"
        render={({ field }) => (
          <CheckboxGroup
            legend="Allocated Subjects"
            options={subjects.map((subject) => ({ value: subject._id, label: subject.name }))}
            value={field.value}
            onChange={field.onChange}
            emptyText="No subjects available"
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
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

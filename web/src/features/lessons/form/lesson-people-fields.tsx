import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { lessonMessages } from '../lesson-messages';
import type { LessonFormValues } from './lesson-form-model';
import type { LessonFormOptions } from './use-lesson-form-options';

/** Who the lesson is for, who teaches it, and which of the student's subjects it is about. */
export function LessonPeopleFields({
  form,
  options,
  studentId,
}: {
  form: UseFormReturn<LessonFormValues>;
  options: LessonFormOptions;
  studentId: string;
}) {
  const { errors } = form.formState;
  const { studentOptions, teacherOptions, subjectOptions, studentsLoading, teachersLoading } = options;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Student"
          disabled={studentsLoading}
          error={errors.student?.message}
          {...form.register('student')}
          options={studentOptions.map((student) => ({ value: student._id, label: student.name }))}
        >
          <option value="">{studentsLoading ? 'Loading students...' : 'Select a student'}</option>
        </SelectField>
        <SelectField
          label="Teacher"
          disabled={teachersLoading}
          error={errors.teacher?.message}
          {...form.register('teacher')}
          options={teacherOptions.map((teacher) => ({
            value: teacher._id,
            label: teacher.email ? `${teacher.name} (${teacher.email})` : teacher.name,
          }))}
        >
          <option value="">{teachersLoading ? 'Loading teachers...' : 'Select a teacher'}</option>
        </SelectField>
      </div>
      <SelectField
        label="Subject"
        disabled={!studentId || subjectOptions.length === 0}
        error={errors.subject?.message}
        {...form.register('subject')}
        options={subjectOptions.map((subject) => ({ value: subject._id, label: subject.name }))}
      >
        <option value="">
          {!studentId
            ? 'Select a student first'
            : subjectOptions.length === 0
              ? lessonMessages.noStudentSubjects
              : 'Select a subject'}
        </option>
      </SelectField>
    </>
  );
}

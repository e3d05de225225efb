import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { useSubjects } from '../../../api/curriculum-api';
import { useStudentOptions, useTeacherOptions, type PersonOption } from '../lessons-api';

/** The current choice stays selectable even when the list lacks it (a student removed meanwhile). */
function withCurrent(options: readonly PersonOption[], current: PersonOption | undefined): PersonOption[] {
  if (!current || options.some((option) => option._id === current._id)) return [...options];
  return [current, ...options];
}

/**
 * What the lesson form's selects offer: the students and teachers (read only
 * for the whole form), and the chosen student's subjects, by name.
 */
export function useLessonFormOptions({
  fullForm,
  lesson,
  studentId,
}: {
  fullForm: boolean;
  lesson?: Lesson;
  studentId: string;
}) {
  const students = useStudentOptions(fullForm);
  const teachers = useTeacherOptions(fullForm);
  const subjects = useSubjects();
  const studentOptions = withCurrent(students.data ?? [], lesson?.student);
  const teacherOptions = withCurrent(teachers.data ?? [], lesson?.teacher);
  // A lesson is about one of the chosen student's subjects (required when there are any).
  const allocated = studentOptions.find((student) => student._id === studentId)?.subjects ?? [];
  const subjectOptions = (subjects.data ?? []).filter((subject) => allocated.includes(subject._id));
  return {
    studentOptions,
    teacherOptions,
    subjectOptions,
    studentsLoading: students.isPending,
    teachersLoading: teachers.isPending,
    failed: fullForm && (students.isError || teachers.isError),
  };
}

export type LessonFormOptions = ReturnType<typeof useLessonFormOptions>;

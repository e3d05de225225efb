import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';

/**
 * Which student and subject the progress page shows. The choice lives in the
 * address (`?student=…&subject=…`) so a reload or a shared link opens the same
 * sheet; these rules fill in the obvious choice and drop one that no longer fits.
 */

export interface SelectableStudent {
  _id: string;
  subjects: readonly string[];
}

export interface SelectionParams {
  student: string | null;
  subject: string | null;
}

/** The school's subjects allocated to the student, in the school's order (as on the subject list). */
export function allocatedSubjects(
  student: SelectableStudent,
  subjects: readonly SubjectSummary[],
): SubjectSummary[] {
  const allocated = new Set(student.subjects);
  return subjects.filter((subject) => allocated.has(subject._id));
}

/**
 * The selection to put in the address instead of the current one, or null
 * when it is fine as it is. A family with one child lands on that child; a
 * student's first allocated subject is chosen when none (or one no longer
 * allocated) is. A student the caller cannot see is left alone, so the
 * server's answer (access denied, not found) is what the page shows.
 */
export function correctedSelection(
  current: SelectionParams,
  students: readonly SelectableStudent[] | undefined,
  subjects: readonly SubjectSummary[] | undefined,
): SelectionParams | null {
  if (!students) return null;
  let { student, subject } = current;
  if (!student && students.length === 1) student = students[0]?._id ?? null;
  if (!student) {
    subject = null;
  } else {
    const known = students.find((candidate) => candidate._id === student);
    if (known && subjects) {
      const options = allocatedSubjects(known, subjects);
      if (!options.some((option) => option._id === subject)) subject = options[0]?._id ?? null;
    }
  }
  return student === current.student && subject === current.subject ? null : { student, subject };
}

export const selectionTexts = {
  noStudents: 'No students available',
  noSubjects: 'No subjects available',
  noAllocatedSubjects: 'No subjects allocated to this student',
  selectStudentFirst: 'Select a student first',
  noSheetData: 'No data available for this student and subject.',
} as const;

/** What stands in for the subject selector when it has nothing to offer, saying why. */
export function subjectSelectorEmptyText(
  studentChosen: boolean,
  schoolSubjects: readonly SubjectSummary[],
  options: readonly SubjectSummary[],
): string | null {
  if (!studentChosen) return selectionTexts.selectStudentFirst;
  if (schoolSubjects.length === 0) return selectionTexts.noSubjects;
  if (options.length === 0) return selectionTexts.noAllocatedSubjects;
  return null;
}

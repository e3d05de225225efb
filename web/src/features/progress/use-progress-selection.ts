import { useCallback, useEffect, useMemo } from 'react';
import { useAddressParams } from '../../lib/use-address-params';
import { useSubjects } from '../../api/curriculum-api';
import { useStudentList } from '../../api/student-list-query';
import { allocatedSubjects, correctedSelection, type SelectionParams } from './progress-selection';

/**
 * Which student and subject the progress page shows, kept in the address
 * (`?student=…&subject=…`) and corrected as the lists arrive
 * (progress-selection.ts). A student id from a link that is not among the
 * caller's students is still asked for, so the server says why not.
 */
export function useProgressSelection() {
  const [searchParams, setSearchParams] = useAddressParams();
  const studentId = searchParams.get('student');
  const subjectId = searchParams.get('subject');
  const students = useStudentList();
  const subjects = useSubjects();

  const select = useCallback(
    (next: SelectionParams) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    const corrected = correctedSelection(
      { student: studentId, subject: subjectId },
      students.data,
      subjects.data,
    );
    if (corrected) select(corrected);
  }, [studentId, subjectId, students.data, subjects.data, select]);

  const student = students.data?.find((candidate) => candidate._id === studentId) ?? null;
  // An id from a link that is not among the caller's students: let the server say why.
  const foreignStudent = Boolean(studentId && students.data && !student);
  const schoolSubjects = useMemo(() => subjects.data ?? [], [subjects.data]);
  const subjectOptions = student
    ? allocatedSubjects(student, schoolSubjects)
    : foreignStudent
      ? schoolSubjects.filter((subject) => subject._id === subjectId)
      : [];
  const subject = subjectOptions.find((option) => option._id === subjectId) ?? null;
  const sheetStudentId = (student || foreignStudent) && studentId ? studentId : null;
  const sheetSubjectId = sheetStudentId && (subject || foreignStudent) ? subjectId : null;

  return {
    studentId,
    subjectId,
    select,
    students,
    subjects,
    schoolSubjects,
    student,
    foreignStudent,
    subjectOptions,
    subject,
    /** The sheet to load: both ids, or null while either is missing. */
    sheetStudentId,
    sheetSubjectId,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../api/api-error';
import { subjectListKey, useSubjectDetail } from '../../api/curriculum-api';
import { studentListKey } from '../../api/student-list-query';
import { useProgressSheet, useStudentAccessCheck, useTopicNotes } from './progress-api';
import { buildProgressSheet, sheetTopics } from './progress-sheet-model';
import type { useProgressSelection } from './use-progress-selection';

/**
 * The chosen sheet: the subject's curriculum, the student's statuses and
 * notes, joined into units of numbered topics once all three are in, and
 * the first error of any of them.
 */
export function useProgressSheetData(selection: ReturnType<typeof useProgressSelection>) {
  const { studentId, subjectId, sheetStudentId, sheetSubjectId } = selection;
  const queryClient = useQueryClient();
  const access = useStudentAccessCheck(studentId, selection.foreignStudent && !subjectId);
  const detail = useSubjectDetail(sheetSubjectId);
  const sheet = useProgressSheet(sheetStudentId, sheetSubjectId);
  const notes = useTopicNotes(sheetStudentId, sheetSubjectId);
  const loadError = sheet.error ?? notes.error ?? detail.error ?? access.error;

  // A 404 on the sheet means the subject or its allocation is gone: the lists are read again.
  useEffect(() => {
    if (loadError instanceof ApiError && loadError.status === 404) {
      void queryClient.invalidateQueries({ queryKey: subjectListKey });
      void queryClient.invalidateQueries({ queryKey: studentListKey });
    }
  }, [loadError, queryClient]);

  const units = useMemo(
    () =>
      detail.data && sheet.data && notes.data
        ? buildProgressSheet(detail.data, sheet.data, notes.data)
        : null,
    [detail.data, sheet.data, notes.data],
  );
  const topics = useMemo(() => (units ? sheetTopics(units) : []), [units]);

  return { subjectDetail: detail.data, units, topics, loadError };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonReportInput } from '../../../../../shared/schemas/lesson-report-schemas';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

/** The report screen's one read: the lesson, its report, the curriculum and the statuses (docs/lesson-reports.md). */
export function useLessonReport(lessonId: string) {
  return useQuery({
    queryKey: queryKeyOf('lessons.report', lessonId),
    queryFn: ({ signal }) => callApi('lessons.report', { params: { id: lessonId }, signal }),
  });
}

/** Saving the report changes the lesson, the progress sheet and the home's lists. */
export function useWriteLessonReport(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: LessonReportInput) =>
      callApi('lessons.writeReport', { params: { id: lessonId }, body: report }),
    onSuccess: () => refreshAfterChange(queryClient, 'lessonReport'),
  });
}

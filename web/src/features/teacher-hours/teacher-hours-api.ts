import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/api-client';
import { downloadFile } from '../../api/download-file';
import { queryKeyOf } from '../../api/query-keys';

/** Minutes taught per teacher per month (GET /lessons/teacher-hours); lesson changes read it again. */
export function useTeacherHours(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('lessons.teacherHours', from, to),
    queryFn: ({ signal }) => callApi('lessons.teacherHours', { query: { from, to }, signal }),
    enabled,
  });
}

/** GET /lessons/export.csv for calendar dates, saved under the name the server gives. */
export function useDownloadLessonsCsv() {
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      downloadFile('lessons.exportCsv', { query: { from, to }, fileName: `lessons-${from}-to-${to}.csv` }),
  });
}

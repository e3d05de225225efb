import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attendance } from '../../../../../shared/lessons/lesson-attendance';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

/**
 * Cancellations, waivers and attendance from a lesson's card or row
 * (docs/lesson-policy.md#cancellations): each change refreshes the lessons.
 */

/** What canceling would cost, read only while the family's confirmation is open. */
export function useFamilyCancelQuote(lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('lessons.familyCancelQuote', lessonId),
    queryFn: () => callApi('lessons.familyCancelQuote', { params: { id: lessonId } }),
    enabled,
    // The notice period runs out as the family reads: always ask again when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useFamilyCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acceptLateCharge }: { id: string; acceptLateCharge: boolean }) =>
      callApi('lessons.familyCancel', { params: { id }, body: { acceptLateCharge } }),
    onSuccess: () => refreshAfterChange(client, 'lessons'),
  });
}

export function useWaiveCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('lessons.waiveCharge', { params: { id } }),
    onSuccess: () => refreshAfterChange(client, 'lessons'),
  });
}

export function useRecordAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attendance }: { id: string; attendance: Attendance }) =>
      callApi('lessons.recordAttendance', { params: { id }, body: { attendance } }),
    onSuccess: () => refreshAfterChange(client, 'lessons'),
  });
}

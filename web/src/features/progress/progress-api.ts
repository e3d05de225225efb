import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressRecord } from '../../../../shared/schemas/progress-schemas';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import { refreshAfterProgressChange } from '../../api/after-change';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';
import { withStatusChange, withTopicNote } from './progress-sheet-model';

/**
 * The progress page's server state, all through react-query. Page loads use
 * the query client's retry rule (3 attempts, 2 s then 4 s: a phone's dropped
 * connection gets a second chance).
 */

/**
 * Asked only for a student id (from a link) that is not in the caller's list,
 * so the page can show the server's reason (access denied, not found).
 */
export function useStudentAccessCheck(studentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('progress.ofStudent', studentId ?? ''),
    queryFn: ({ signal }) => callApi('progress.ofStudent', { params: { studentId: studentId! }, signal }),
    enabled: enabled && Boolean(studentId),
  });
}

export function useProgressSheet(studentId: string | null, subjectId: string | null) {
  return useQuery({
    queryKey: queryKeyOf('progress.sheet', studentId ?? '', subjectId ?? ''),
    queryFn: ({ signal }) =>
      callApi('progress.sheet', { params: { studentId: studentId!, subjectId: subjectId! }, signal }),
    enabled: Boolean(studentId && subjectId),
  });
}

export function useTopicNotes(studentId: string | null, subjectId: string | null) {
  return useQuery({
    queryKey: queryKeyOf('progress.notes', studentId ?? '', subjectId ?? ''),
    queryFn: async ({ signal }) =>
      (await callApi('progress.notes', { params: { studentId: studentId!, subjectId: subjectId! }, signal }))
        .topicNotes,
    enabled: Boolean(studentId && subjectId),
  });
}

export function useTopicHistory(studentId: string, topicId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('progress.topicHistory', studentId, topicId),
    queryFn: ({ signal }) => callApi('progress.topicHistory', { params: { studentId, topicId }, signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * Saving a status updates the sheet at once, so a colour changes as it is picked. The sheet's cache is
 * changed before the call and put back if the server refuses.
 */
export function useUpdateTopicStatus(studentId: string, subjectId: string, changedBy: string) {
  const queryClient = useQueryClient();
  const sheetKey = queryKeyOf('progress.sheet', studentId, subjectId);
  return useMutation({
    mutationFn: ({ topicId, status }: { topicId: string; status: TopicStatus }) =>
      callApi('progress.update', { body: { studentId, topicId, status } }),
    onMutate: async ({ topicId, status }) => {
      await queryClient.cancelQueries({ queryKey: sheetKey });
      const previous = queryClient.getQueryData<ProgressRecord[]>(sheetKey);
      queryClient.setQueryData<ProgressRecord[]>(sheetKey, (records = []) =>
        withStatusChange(records, {
          studentId,
          subjectId,
          topicId,
          status,
          changedBy,
          changedAt: new Date().toISOString(),
        }),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(sheetKey, context?.previous);
    },
    onSettled: async (_data, _error, { topicId }) => {
      await refreshAfterProgressChange(queryClient, { studentId, subjectId, topicId });
    },
  });
}

/** Sets a topic's note; an empty note deletes it (the API's one route for both). */
export function useSaveTopicNote(studentId: string, subjectId: string) {
  const queryClient = useQueryClient();
  const notesKey = queryKeyOf('progress.notes', studentId, subjectId);
  return useMutation({
    mutationFn: ({ topicId, notes }: { topicId: string; notes: string }) =>
      callApi('progress.updateNote', { body: { studentId, topicId, notes } }),
    onSuccess: ({ topicId, notes }) => {
      queryClient.setQueryData<Record<string, string>>(notesKey, (topicNotes = {}) =>
        withTopicNote(topicNotes, topicId, notes),
      );
    },
    onSettled: () => refreshAfterProgressChange(queryClient, { studentId, subjectId, notes: true }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubjectSummary } from '../../../shared/schemas/curriculum-schemas';
import { refreshAfterChange } from './after-change';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

/** The curriculum templates (docs/curriculum-templates.md), read when the picker opens. */
export function useCurriculumTemplates() {
  return useQuery({
    queryKey: queryKeyOf('curriculum.listTemplates'),
    queryFn: ({ signal }) => callApi('curriculum.listTemplates', { signal }),
  });
}

/**
 * Imports the chosen templates one after another (each is one subject; the server answers the subject an
 * earlier import made rather than a second one), then reloads the curriculum and the template list.
 */
export function useImportTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templateIds: readonly string[]): Promise<SubjectSummary[]> => {
      const subjects: SubjectSummary[] = [];
      for (const templateId of templateIds)
        subjects.push(await callApi('curriculum.importTemplate', { params: { templateId } }));
      return subjects;
    },
    onSettled: () => refreshAfterChange(queryClient, 'curriculum'),
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

/** The school's lesson policy (docs/lesson-policy.md), read once per page: the form's default time zone. */
export function useLessonPolicy() {
  return useQuery({
    queryKey: queryKeyOf('lessons.policy'),
    queryFn: ({ signal }) => callApi('lessons.policy', { signal }),
    staleTime: 5 * 60_000,
  });
}

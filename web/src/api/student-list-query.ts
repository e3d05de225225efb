import { useQuery } from '@tanstack/react-query';
import { sortByName } from '../lib/sort-by-name';
import { fetchAllPages } from './fetch-all-pages';
import { queryKeyOf } from './query-keys';

/**
 * Every student the caller may see, by name: staff get the school, a teacher
 * its students, a family its children (the server decides). Read whole and
 * searched in the browser; a change writes its answer into this list
 * (features/people/people-api.ts) rather than reading the school again.
 */
export const studentListKey = queryKeyOf('students.list');

export function useStudentList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentListKey,
    enabled,
    queryFn: async ({ signal }) => sortByName(await fetchAllPages('students.list', { signal })),
  });
}

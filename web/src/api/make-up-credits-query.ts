import { useQuery } from '@tanstack/react-query';
import type { MakeUpCredit } from '../../../shared/schemas/lesson-cancel-schemas';
import { fetchAllPages } from './fetch-all-pages';
import { queryKeyOf } from './query-keys';

/**
 * A student's make-up credits still to use (docs/lesson-policy.md#make-up-credits), soonest to expire
 * first: the family home, Student Management and the booking form read them. A lesson change reads
 * them again (a `lessons` read), so a cancellation's new credit and a booking's spent one show at once.
 */
export function useOpenMakeUpCredits(studentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf('lessons.makeUpCredits', studentId),
    enabled: enabled && studentId !== '',
    queryFn: async ({ signal }) =>
      openMakeUpCredits(
        await fetchAllPages('lessons.makeUpCredits', {
          params: { id: studentId },
          signal,
        }),
      ),
  });
}

/** The available credits, the one expiring first first (then the oldest given). */
export function openMakeUpCredits(credits: readonly MakeUpCredit[]): MakeUpCredit[] {
  return credits
    .filter((credit) => credit.state === 'available')
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.givenAt.localeCompare(b.givenAt));
}

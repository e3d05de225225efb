import { skipToken, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { queryKeyOf } from '../../api/query-keys';
import { useStudentList } from '../../api/student-list-query';
import { useUnpaidInvoices } from '../../api/unpaid-invoices-query';
import { paymentOptionsQuery } from '../../api/payment-options-query';

/** How far ahead the home page looks for the next lessons. */
export const upcomingDays = 14;

/**
 * The lessons still to come (pending or confirmed) of the next two weeks the caller may see (a teacher
 * its own, a family its children's: the server decides), soonest first. The
 * window starts at the current minute so a lesson under way today still shows.
 */
export function useUpcomingLessons({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf('lessons.list', 'home-upcoming'),
    enabled,
    queryFn: async ({ signal }) => {
      const from = new Date();
      from.setSeconds(0, 0);
      const to = new Date(from.getTime() + upcomingDays * 24 * 60 * 60 * 1000);
      const lessons = await fetchAllPages('lessons.list', {
        query: { from: from.toISOString(), to: to.toISOString() },
        signal,
      });
      return lessons
        .filter((lesson) => lesson.status === 'pending' || lesson.status === 'confirmed')
        .toSorted((a, b) => a.startTime.localeCompare(b.startTime));
    },
  });
}

/** Whose overview the home shows first: a family's children, a teacher's lessons, or none (staff). */
export type OverviewKind = 'family' | 'teacher' | null;

/**
 * Starts the overview's reads with the home page itself, alongside the
 * download of the overview's own chunk rather than after it (issue 18: on
 * a phone each step in turn is a round trip), and tells when they have all
 * answered or failed, so that what sits below the overview can wait for it
 * instead of being pushed down when it grows.
 */
export function useOverviewSettled(kind: OverviewKind): boolean {
  const family = kind === 'family';
  const children = useStudentList({ enabled: family });
  const lessons = useUpcomingLessons({ enabled: kind !== null });
  const invoices = useUnpaidInvoices({ enabled: family });
  // Whether to offer Pay all, read by the overview (family-overview.tsx): watched, not fetched, here.
  const payment = useQuery({ queryKey: paymentOptionsQuery.queryKey, queryFn: skipToken });
  const reads = family ? [children, lessons, invoices, payment] : kind === 'teacher' ? [lessons] : [];
  return reads.every((read) => !read.isPending);
}

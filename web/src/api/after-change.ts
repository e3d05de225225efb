import type { Query, QueryClient } from '@tanstack/react-query';
import type { Domain } from '../../../shared/routes/route-definition';
import { isKeyOfDomain, queryKeyOf } from './query-keys';

interface ChangeRule {
  /** Domains whose reads on screen are read again at once (and the rest when next shown). */
  refetch: readonly Domain[];
  /**
   * Domains whose reads are only marked stale, read again when next shown:
   * the lists this touches are whole schools (2,000 students), and the
   * screen that made the change has already written its answer into them.
   */
  markStale: readonly Domain[];
}

/**
 * What a change in each domain makes out of date, in one place. Students and
 * accounts show each other (a student's parent by name, a teacher's
 * students) and both feed the progress page and the dashboard's counters;
 * lessons and invoices reload their own screens and leave the counters stale.
 */
const changeRules = {
  students: { refetch: [], markStale: ['students', 'users', 'progress', 'dashboard'] },
  users: { refetch: [], markStale: ['users', 'students', 'progress', 'dashboard'] },
  curriculum: { refetch: ['curriculum'], markStale: [] },
  /** A deletion also changes students' allocations and the progress on what was deleted. */
  curriculumDeletion: { refetch: ['curriculum', 'progress', 'students'], markStale: [] },
  lessons: { refetch: ['lessons'], markStale: ['dashboard'] },
  /** A lesson's report (docs/lesson-reports.md) also sets statuses on the progress sheet. */
  lessonReport: { refetch: ['lessons'], markStale: ['progress', 'dashboard'] },
  invoices: { refetch: ['invoices'], markStale: ['dashboard'] },
} satisfies Record<string, ChangeRule>;

export type ChangeKind = keyof typeof changeRules;

export interface ChangeOptions {
  /**
   * Leaves alone the reads this says are still right: those naming a deleted
   * item (reading them again would only answer 404 while the screen moves
   * away), or the one the change's own answer was just written into.
   */
  keep?: (queryKey: readonly unknown[]) => boolean;
}

/** Marks and reads again what a change of this kind makes out of date; resolves once the reads are back. */
export async function refreshAfterChange(
  client: QueryClient,
  kind: ChangeKind,
  { keep = () => false }: ChangeOptions = {},
): Promise<void> {
  const rule: ChangeRule = changeRules[kind];
  const matching = (domains: readonly Domain[]) => (query: Query) =>
    isKeyOfDomain(query.queryKey, domains) && !keep(query.queryKey);
  await Promise.all([
    client.invalidateQueries({ predicate: matching(rule.markStale), refetchType: 'none' }),
    client.invalidateQueries({ predicate: matching(rule.refetch) }),
  ]);
}

/** Keeps the reads whose key names a deleted item. */
export const keepNaming =
  (deletedId: string) =>
  (queryKey: readonly unknown[]): boolean =>
    queryKey.includes(deletedId);

/** Keeps one read: the one a change's answer was just written into. */
export const keepOnly =
  (kept: readonly unknown[]) =>
  (queryKey: readonly unknown[]): boolean =>
    JSON.stringify(queryKey) === JSON.stringify(kept);

/**
 * A progress write reads its sheet again, with the topic's status history
 * after a status change or the sheet's notes after a note.
 */
export function refreshAfterProgressChange(
  client: QueryClient,
  change: { studentId: string; subjectId: string } & ({ topicId: string } | { notes: true }),
): Promise<unknown> {
  const { studentId, subjectId } = change;
  const also =
    'topicId' in change
      ? queryKeyOf('progress.topicHistory', studentId, change.topicId)
      : queryKeyOf('progress.notes', studentId, subjectId);
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeyOf('progress.sheet', studentId, subjectId) }),
    client.invalidateQueries({ queryKey: also }),
  ]);
}

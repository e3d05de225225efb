import type { LessonStatus } from './lesson-statuses';
import type { TopicStatus } from './topic-statuses';

/**
 * The lesson report (issue 37, docs/lesson-reports.md): after a lesson its teacher records the topics
 * covered, each with a red / amber / green status, homework and a comment for the family.
 */

/** The three statuses a report sets, in the order the toggle shows them: red, amber, green. */
export const reportTopicStatuses = ['difficult', 'ok', 'confident'] as const satisfies readonly TopicStatus[];
export type ReportTopicStatus = (typeof reportTopicStatuses)[number];

/** Red / amber / green as the report names each status (the sheet's colours stay those of topic-statuses.ts). */
export const reportStatusRag: Record<ReportTopicStatus, 'Red' | 'Amber' | 'Green'> = {
  difficult: 'Red',
  ok: 'Amber',
  confident: 'Green',
};

/**
 * At most this many topics a report: each changed topic takes three of a transaction's 100 items
 * (its status, its history entry and the check that the topic still exists).
 */
export const reportMaxTopics = 25;
/** Homework and the comment to the family: up to 2,000 characters each (issue 37). */
export const reportTextMaxLength = 2000;
/** "Lessons to report" looks back this many days: older lessons are history, not a to-do. */
export const reportWindowDays = 60;

const dayMs = 24 * 60 * 60 * 1000;

/** Why a lesson cannot be reported now, or undefined when it can: it must have started and not be canceled. */
export function reportRefusal(
  lesson: { status: LessonStatus; startTime: string },
  now: Date,
): 'canceled' | 'not-started' | undefined {
  if (lesson.status === 'canceled') return 'canceled';
  if (Date.parse(lesson.startTime) > now.getTime()) return 'not-started';
  return undefined;
}

/** What the API answers for each refusal. */
export const reportRefusalMessages: Record<NonNullable<ReturnType<typeof reportRefusal>>, string> = {
  canceled: 'A canceled lesson cannot be reported',
  'not-started': 'A lesson can be reported once it has started',
};

/** The first instant "Lessons to report" looks at: `reportWindowDays` before `now`. */
export function reportWindowStart(now: Date): Date {
  return new Date(now.getTime() - reportWindowDays * dayMs);
}

/** Whether a lesson waits for its report: completed, in the window, with no report yet. */
export function awaitsReport(
  lesson: { status: LessonStatus; startTime: string; reportedAt?: string },
  now: Date,
): boolean {
  const start = Date.parse(lesson.startTime);
  return (
    lesson.status === 'completed' &&
    lesson.reportedAt === undefined &&
    start <= now.getTime() &&
    start >= reportWindowStart(now).getTime()
  );
}

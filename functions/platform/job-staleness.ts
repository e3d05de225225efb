import type { HeartbeatJob } from './school-metrics';

const hour = 60 * 60 * 1000;

/**
 * How long each scheduled job may go without a run before the System health
 * page and the weekly summary call it stale: its schedule's interval in AWS
 * (infra/constructs/*-schedule.ts) and some grace, as its heartbeat alarm
 * allows (infra/constructs/operations-alarms.ts `heartbeatWindows`).
 */
export const jobStaleAfterMs: Record<HeartbeatJob, number> = {
  'lesson-reminders': 3 * hour,
  'overdue-sweep': 30 * hour,
  retention: 30 * hour,
  'progress-digest': (7 * 24 + 6) * hour,
  'system-summary': (7 * 24 + 6) * hour,
};

/** Whether a job that last ran at `lastRunAt` is overdue for a run at `now`; a job never seen to run is not. */
export function isJobStale(job: HeartbeatJob, lastRunAt: string | null, now: Date): boolean {
  if (lastRunAt === null) return false;
  const ranAt = Date.parse(lastRunAt);
  if (Number.isNaN(ranAt)) return false;
  return now.getTime() - ranAt > jobStaleAfterMs[job];
}

/**
 * The jobs no heartbeat alarm can watch: they run weekly, and an alarm looks back at most 7 days, so a heartbeat
 * alarm would fire every Monday before the run. The daily overdue sweep reads their last runs instead and writes
 * whether each is late (functions/jobs/weekly-jobs-lateness.ts), and that figure is alarmed
 * (infra/constructs/operations-alarms.ts).
 */
export const lateWatchedJobs = [
  'progress-digest',
  'system-summary',
] as const satisfies readonly HeartbeatJob[];
export type LateWatchedJob = (typeof lateWatchedJobs)[number];

/** Each late-watched job with whether its last recorded run is stale at `now` (a job never seen to run is not). */
export function lateWatchedJobsAt(
  runs: readonly { job: string; lastRunAt: string }[],
  now: Date,
): { job: LateWatchedJob; late: boolean }[] {
  return lateWatchedJobs.map((job) => ({
    job,
    late: isJobStale(job, runs.find((run) => run.job === job)?.lastRunAt ?? null, now),
  }));
}

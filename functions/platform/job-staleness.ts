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

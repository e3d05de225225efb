import { sendProgressDigests } from '../progress/weekly-progress-digest';
import { scheduledJobHandler } from './scheduled-job-handler';

export interface ProgressDigestResult {
  /** Families given this week's digest. */
  digestsSent: number;
}

/**
 * The weekly EventBridge Scheduler job (and the local runtime's repeating
 * job): each family with progress changes in the last seven days gets one
 * digest. Each family's digest is written once per week, so a retry or a
 * duplicate delivery sends nothing more. A failure is rethrown, so Lambda
 * retries the run and then hands the event to the jobs' dead-letter queue
 * (infra/constructs/progress-digest-schedule.ts).
 */
export const handler = scheduledJobHandler<ProgressDigestResult>(
  'progress-digest',
  'progress digest',
  async () => ({ digestsSent: await sendProgressDigests() }),
);

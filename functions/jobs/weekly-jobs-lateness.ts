import { readJobRuns } from '../entities/job-run-entity';
import { lateWatchedJobsAt } from '../platform/job-staleness';
import { logger } from '../platform/logger';
import { recordJobLate } from '../platform/school-metrics';

/**
 * Writes, for each weekly job, whether its last run is late (docs/operations.md): the daily overdue sweep calls
 * this, since no heartbeat alarm can watch a weekly job. One Query of the job runs' small partition. A read that
 * fails is logged and swallowed: the sweep's own outcome must not depend on it, and a missing figure leaves the
 * alarm as it was.
 */
export async function recordWeeklyJobsLateness(now = new Date()): Promise<void> {
  try {
    for (const { job, late } of lateWatchedJobsAt(await readJobRuns(), now)) {
      recordJobLate(job, late);
      if (late) logger.warn('a weekly job is late', { job });
    }
  } catch (error) {
    logger.warn('the weekly jobs’ lateness could not be read', { error: String(error) });
  }
}

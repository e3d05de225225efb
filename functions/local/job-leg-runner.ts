import { runLegLocally } from '../jobs/invoice-job-worker';
import { runJobLegsInProcess } from '../lib/job-legs';
import { logger } from '../lib/logger';

export interface JobLegRunner {
  /** Waits for running legs, so the stores can stop after them. */
  stop(): Promise<void>;
}

/**
 * The local stand-in for the table's stream feeding the job worker: a leg
 * written by a request runs in this process once the request has answered
 * (setImmediate), by the same code the Lambda runs.
 */
export function startJobLegRunner(afterLeg: () => void): JobLegRunner {
  const running = new Set<Promise<void>>();
  let stopped = false;
  runJobLegsInProcess((jobId, leg) => {
    if (stopped) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runLegLocally(jobId, leg))
      .catch((error: unknown) => logger.error('local job leg failed', { jobId, leg, error: String(error) }))
      .finally(() => {
        running.delete(run);
        afterLeg();
      });
    running.add(run);
  });
  return {
    stop: async () => {
      stopped = true;
      runJobLegsInProcess(undefined);
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

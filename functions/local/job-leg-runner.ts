import { runLegLocally } from '../jobs/invoice-job-worker';
import { runJobLegsInProcess } from '../platform/job-legs';
import { recordLocalDeadLetter } from '../platform/local-stand-ins';
import { logger } from '../platform/logger';

export interface JobLegRunner {
  /** Waits for the legs running now, and those they start, to end: every write of theirs has answered. */
  idle(): Promise<void>;
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
  runJobLegsInProcess((jobId, leg, kind) => {
    if (stopped) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runLegLocally(jobId, leg, kind))
      .catch((error: unknown) => {
        // In AWS the stream's retries would end in the worker's dead-letter queue.
        recordLocalDeadLetter('invoice-jobs');
        logger.error('local job leg failed', { jobId, leg, error: String(error) });
      })
      .finally(() => {
        running.delete(run);
        afterLeg();
      });
    running.add(run);
  });
  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  return {
    idle,
    stop: async () => {
      stopped = true;
      runJobLegsInProcess(undefined);
      await idle();
    },
  };
}

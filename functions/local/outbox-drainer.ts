import { recordLocalDeadLetter } from '../platform/local-stand-ins';
import { logger } from '../platform/logger';
import type { DrainSummary } from '../mailer/drain-pending-outbox';

/** Retries of transient failures and lapsed claims wait for this, when no write nudges the drain sooner. */
export const defaultDrainIntervalMs = 10_000;

export interface OutboxDrainer {
  /** Asks for a drain soon: after every API write, as a stream would deliver its records. */
  nudge(): void;
  /** Drains now (after a running drain), answering what it did. */
  drain(): Promise<DrainSummary>;
  /** Stops the timer and waits for a running drain, so the stores can stop after it. */
  stop(): Promise<void>;
}

async function drainWithDeployedCode(): Promise<DrainSummary> {
  // Imported on first use, after the runtime has pointed the SDK at the local servers.
  const { drainPendingOutbox } = await import('../mailer/drain-pending-outbox');
  return drainPendingOutbox();
}

/**
 * The local stand-in for the table's stream and the mailer function: after
 * each API write (a nudge) and every `intervalMs`, one Query of the pending
 * index and a send of each message found, by the same code the Lambda runs.
 * Polling the index rather than DynamoDB Local's stream keeps no shard
 * iterator: a restart finds whatever is pending in the table itself, and an
 * idle machine makes one small Query per interval. Drains never overlap; the
 * nudges during one run one more after it.
 */
export function startOutboxDrainer(intervalMs = defaultDrainIntervalMs): OutboxDrainer {
  let running: Promise<DrainSummary> | undefined;
  let queued: Promise<DrainSummary> | undefined;
  let stopped = false;

  const run = (): Promise<DrainSummary> => {
    if (!running) {
      running = drainWithDeployedCode().finally(() => (running = undefined));
      return running;
    }
    // Writes made during a drain may have been missed by its Query: one more drain follows, shared by all who ask.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return run();
      });
    return queued;
  };
  const logFailure = (error: unknown) => {
    // A stream batch whose retries ran out goes to the mailer's dead-letter queue in AWS; its messages stay pending.
    recordLocalDeadLetter('mailer');
    logger.error('local outbox drain failed; the next one retries', { error: String(error) });
  };

  const timer = setInterval(() => void run().catch(logFailure), intervalMs);
  timer.unref();
  void run().catch(logFailure);

  return {
    nudge: () => {
      if (!stopped) void run().catch(logFailure);
    },
    drain: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([running, queued]);
    },
  };
}

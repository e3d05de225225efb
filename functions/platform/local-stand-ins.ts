/**
 * What the System health page reads from AWS (SQS dead-letter queues, the
 * SES identity, CloudWatch alarms) has a stand-in on one machine: the local
 * runtime (functions/local/local-runtime.ts) switches them on here before it
 * loads the handlers, as it registers its job-leg runner (job-legs.ts). In
 * AWS nothing calls this, and the readers ask AWS.
 *
 * The local dead letters: what AWS would hand to a dead-letter queue once
 * its retries ran out (a scheduled job's run that threw, a bulk job leg that
 * threw, an outbox drain that threw), counted per queue in this process.
 * They last as long as the runtime that switched them on, as a queue's messages last 14 days: a
 * runtime started again in the same process starts with none.
 */
export const localDeadLetterQueues = [
  'mailer',
  'scheduled-jobs',
  'lesson-reminders',
  'invoice-jobs',
] as const;
export type LocalDeadLetterQueue = (typeof localDeadLetterQueues)[number];

let deadLetters: Map<LocalDeadLetterQueue, number> | undefined;

export function useLocalStandIns(): void {
  deadLetters = new Map(localDeadLetterQueues.map((queue) => [queue, 0]));
}

/** Whether this process is the local runtime (its stand-ins are on). */
export const runsOnOneMachine = (): boolean => deadLetters !== undefined;

/** A delivery that failed for good, as AWS would put it on the queue's dead letters. */
export function recordLocalDeadLetter(queue: LocalDeadLetterQueue): void {
  deadLetters?.set(queue, (deadLetters.get(queue) ?? 0) + 1);
}

export function localDeadLetterCounts(): { queue: string; count: number }[] {
  return [...(deadLetters ?? new Map<string, number>())].map(([queue, count]) => ({ queue, count }));
}

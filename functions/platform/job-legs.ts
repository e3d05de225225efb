/**
 * A bulk job works in legs, each started by inserting a leg item: in AWS the
 * table's stream delivers that insert to the job worker (a Lambda of its own,
 * infra/constructs/invoice-job-worker.ts); under `npm start` the local runtime
 * registers a runner here that does the same in its own process, after the
 * request that wrote the item has answered.
 */
/** Which job a leg belongs to: a bulk invoice job, or a spreadsheet import being applied. */
export type JobKind = 'invoice' | 'import';

export type LegRunner = (jobId: string, leg: number, kind: JobKind) => void;

let inProcessRunner: LegRunner | undefined;

export function runJobLegsInProcess(runner: LegRunner | undefined): void {
  inProcessRunner = runner;
}

/** Called once the leg item is written: in AWS the stream has it already, so nothing more is done. */
export function legWritten(jobId: string, leg: number, kind: JobKind = 'invoice'): void {
  inProcessRunner?.(jobId, leg, kind);
}

/** How long one leg works before it hands over to the next (LEG_SECONDS to try legs locally). */
export function legBudgetMs(remainingMs: number): number {
  const configured = Number(process.env.INVOICE_JOB_LEG_SECONDS);
  const wanted = Number.isFinite(configured) && configured > 0 ? configured * 1000 : 4 * 60_000;
  // A page of work (≈ 25 students) takes seconds: a minute's margin keeps a leg inside the Lambda's timeout.
  return Math.max(1000, Math.min(wanted, remainingMs - 60_000));
}

import { Entity, item, string } from 'dynamodb-toolbox';
import { queryEntityAll } from '../platform/table/entity-query';
import { putEntityItem } from '../platform/table/entity-writes';
import { schoolTable } from '../platform/table/school-table';

/**
 * The last run of each scheduled job (functions/jobs/), one small item per
 * job, overwritten by every run (functions/jobs/scheduled-job-handler.ts):
 * the System health page shows when each job last ran and how it went. The
 * error summary is the error's message cut short, never the data the job
 * worked on (a job's messages name no person: see scheduled-job-handler.ts).
 */
export const jobOutcomes = ['succeeded', 'failed'] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

const jobRunsPartition = 'JOB_RUNS';

export const jobRunKeys = {
  primary: (job: string) => ({ PK: jobRunsPartition, SK: `JOB#${job}` }),
};

export const JobRunEntity = new Entity({
  name: 'JobRun',
  table: schoolTable,
  timestamps: false,
  schema: item({
    job: string().key(),
    lastRunAt: string(),
    outcome: string().enum(...jobOutcomes),
    /** Why the last run failed (outcome failed), at most `errorSummaryLength` characters. */
    error: string().optional(),
  }),
  computeKey: ({ job }) => jobRunKeys.primary(job),
});

export interface JobRunRecord {
  job: string;
  lastRunAt: string;
  outcome: JobOutcome;
  error?: string;
}

const errorSummaryLength = 200;

/** Records a run's outcome, replacing the job's previous one. */
export async function recordJobRun(run: JobRunRecord): Promise<void> {
  const error = run.error === undefined ? undefined : run.error.slice(0, errorSummaryLength);
  await putEntityItem(JobRunEntity, {
    job: run.job,
    lastRunAt: run.lastRunAt,
    outcome: run.outcome,
    ...(error === undefined ? {} : { error }),
  });
}

/** Every job's last run: one Query of the one small partition (a handful of jobs). */
export async function readJobRuns(): Promise<JobRunRecord[]> {
  const items = await queryEntityAll(JobRunEntity, { partition: jobRunsPartition, limit: 100 });
  return items.map(({ job, lastRunAt, outcome, error }) => ({
    job,
    lastRunAt,
    outcome,
    ...(error === undefined ? {} : { error }),
  }));
}

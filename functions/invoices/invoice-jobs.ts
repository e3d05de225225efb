import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import type { GenerateAllJob, SendDraftsJob } from '../../shared/schemas/invoice-job-schemas';
import {
  findInvoiceJob,
  invoiceJobPut,
  jobExpiry,
  jobLegPut,
  jobOutcomes,
  type InvoiceJobKind,
  type InvoiceJobRecord,
} from '../entities/invoice-job-entity';
import { InvoiceListRowEntity, invoiceListQuery } from '../entities/invoice-entity';
import { readSchoolCounters } from '../entities/school-counters-entity';
import { notFound } from '../platform/http-errors';
import { legWritten } from '../platform/job-legs';
import type { RouteInput, RouteService } from '../platform/route-service';
import { queryEntityAll } from '../platform/table/entity-query';
import { smallListLimit } from '../platform/table/entity-query';
import { writeTransaction } from '../platform/table/write-transaction';
import { periodOf } from './generate-invoice';

/** A running job that has not reported progress for this long has lost its worker (the worker's timeout is 15 minutes). */
const silentJobMs = 16 * 60_000;

/** Who started a job, kept on it so the entries its work writes name them and their request. */
type JobStarter = Pick<RouteInput<RouteTable['invoices.generateAll']>, 'principal' | 'requestId'>;

async function startJob(
  kind: InvoiceJobKind,
  parameters: InvoiceJobRecord['parameters'],
  total: number,
  { principal, requestId }: JobStarter,
): Promise<string> {
  const now = new Date();
  const job: InvoiceJobRecord = {
    id: newId(now),
    kind,
    status: 'running',
    parameters,
    total,
    processed: 0,
    leg: 1,
    claimedLeg: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: jobExpiry(now),
    startedBy: { userId: principal.userId, role: principal.role },
    requestId,
  };
  await writeTransaction([invoiceJobPut(job), jobLegPut(job.id, 1, job.expiresAt)]);
  legWritten(job.id, 1);
  return job.id;
}

/**
 * Every student's draft for the period and currency, outside the request:
 * answers 202 with the job's id at once; GET …/generate-all/{jobId} follows it.
 */
export const startGenerateAll: RouteService<RouteTable['invoices.generateAll']> = async (input) => {
  const { body } = input;
  const { students } = await readSchoolCounters();
  const jobId = await startJob(
    'generate-all',
    { period: periodOf(body), currency: body.currency },
    students,
    input,
  );
  return { data: { jobId }, message: 'Generating drafts for every student' };
};

/** Every draft of the month sent (each family emailed through the outbox), outside the request. */
export const startSendDrafts: RouteService<RouteTable['invoices.sendDrafts']> = async (input) => {
  const { body } = input;
  const filter = { status: 'draft' as const, month: body.month, year: body.year };
  const drafts = await queryEntityAll(
    InvoiceListRowEntity,
    invoiceListQuery(body.currency ? { ...filter, currency: body.currency } : filter, smallListLimit),
  );
  const jobId = await startJob(
    'send-drafts',
    { month: body.month, year: body.year, ...(body.currency ? { currency: body.currency } : {}) },
    drafts.length,
    input,
  );
  return { data: { jobId }, message: `Sending ${drafts.length} drafts` };
};

async function loadJob(jobId: string, kind: InvoiceJobKind) {
  const job = await findInvoiceJob(jobId);
  if (!job || job.kind !== kind) throw notFound('Job not found');
  const outcomes = await jobOutcomes(jobId);
  const silent = job.status === 'running' && Date.now() - Date.parse(job.updatedAt) > silentJobMs;
  const progress = {
    status: silent ? ('failed' as const) : job.status,
    total: Math.max(job.total, job.processed),
    processed: job.processed,
  };
  return { progress, outcomes };
}

export const generateAllStatus: RouteService<RouteTable['invoices.generateAllStatus']> = async ({
  params,
}) => {
  const { progress, outcomes } = await loadJob(params.jobId, 'generate-all');
  const data: GenerateAllJob = { ...progress, created: [], skipped: [], failed: [] };
  for (const outcome of outcomes) {
    if (outcome.kind === 'created') data.created.push(outcome.invoiceId);
    if (outcome.kind === 'skipped') data.skipped.push(outcome);
    if (outcome.kind === 'failed') data.failed.push(outcome);
  }
  return { data };
};

export const sendDraftsStatus: RouteService<RouteTable['invoices.sendDraftsStatus']> = async ({ params }) => {
  const { progress, outcomes } = await loadJob(params.jobId, 'send-drafts');
  const data: SendDraftsJob = { ...progress, sent: [], failed: [] };
  for (const outcome of outcomes) {
    if (outcome.kind === 'sent') data.sent.push(outcome.invoiceId);
    if (outcome.kind === 'send-failed') data.failed.push(outcome);
  }
  return { data };
};

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  findInvoiceJob,
  jobExpiry,
  jobFailure,
  jobLegPut,
  jobOutcomePut,
  jobProgress,
  legClaim,
  type GenerateAllParameters,
  type InvoiceJobRecord,
  type JobOutcome,
  type SendDraftsParameters,
} from '../entities/invoice-job-entity';
import { invoiceListQuery, invoiceListRowFromItem } from '../entities/invoice-entity';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { studentFromItem, studentsQuery } from '../entities/student-entity';
import { getUserById } from '../entities/user-entity';
import { HttpError } from '../platform/http-errors';
import type { InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { legWritten } from '../platform/job-legs';
import { logger } from '../platform/logger';
import { queryPage } from '../platform/table/query-page';
import type { TableItem } from '../platform/table/table-item';
import type { TableQuery } from '../platform/table/table-query';
import { updateExisting, updateItem } from '../platform/table/write-item';
import { writeTransaction } from '../platform/table/write-transaction';
import { changeStatus } from './change-invoice-status';
import { draftInvoice, type DraftSkip } from './generate-invoice';

/** Students (or drafts) a leg reads at once; progress is recorded after each page. */
const pageSize = 25;

export const skipReasons: Record<DraftSkip, string> = {
  invoiced: 'Already invoiced for this period and currency',
  'nothing-to-bill': 'No lessons to bill in this period',
};

/** What a failure tells staff: the service's own message, or a generic one for an unexpected error. */
function messageOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  logger.error('invoice job item failed', { error: String(error) });
  return 'Something went wrong with this one; try it on its own.';
}

interface JobList {
  query: TableQuery;
  /** One item of the list: its outcome, written by the work itself or after it. */
  work: (item: TableItem) => Promise<void>;
}

/** The job's audit entries name the account that started it and its request. */
function jobAudit(job: InvoiceJobRecord, action: InvoiceAudit['action']): InvoiceAudit | null {
  if (!job.startedBy || !job.requestId) return null;
  return { principal: job.startedBy, action, requestId: job.requestId };
}

async function generateList(job: InvoiceJobRecord): Promise<JobList> {
  const { period, currency } = job.parameters as GenerateAllParameters;
  const settings = await readInvoiceSettings();
  const expiresAt = jobExpiry(new Date());
  const record = (outcome: JobOutcome) => writeTransaction([jobOutcomePut(job.id, outcome, expiresAt)]);
  return {
    query: studentsQuery,
    work: async (item) => {
      const student = studentFromItem(item);
      const who = { studentId: student.id, studentName: student.name };
      try {
        const parent = await getUserById(student.parentId);
        const outcome = await draftInvoice({
          student,
          parent,
          period,
          currency,
          settings,
          audit: jobAudit(job, 'invoice.generate'),
          with: (invoice) => [
            jobOutcomePut(
              job.id,
              { kind: 'created', studentId: student.id, invoiceId: invoice.id },
              expiresAt,
            ),
          ],
        });
        if ('skipped' in outcome)
          await record({ kind: 'skipped', ...who, reason: skipReasons[outcome.skipped] });
      } catch (error) {
        await record({ kind: 'failed', ...who, message: messageOf(error) });
      }
    },
  };
}

function sendList(job: InvoiceJobRecord): JobList {
  const { month, year, currency } = job.parameters as SendDraftsParameters;
  const expiresAt = jobExpiry(new Date());
  return {
    query: invoiceListQuery({ status: 'draft', month, year, ...(currency ? { currency } : {}) }, pageSize),
    work: async (item) => {
      const { invoiceId } = invoiceListRowFromItem(item);
      let invoiceNumber = '';
      try {
        const invoice = await loadInvoice(invoiceId);
        invoiceNumber = invoice.invoiceNumber;
        // changeStatus refuses anything but a draft, and emails the family through the outbox.
        await changeStatus(invoice, 'sent', jobAudit(job, 'invoice.status'));
        await writeTransaction([jobOutcomePut(job.id, { kind: 'sent', invoiceId }, expiresAt)]);
      } catch (error) {
        const outcome: JobOutcome = {
          kind: 'send-failed',
          invoiceId,
          invoiceNumber,
          message: messageOf(error),
        };
        await writeTransaction([jobOutcomePut(job.id, outcome, expiresAt)]);
      }
    },
  };
}

/** Works through the list page by page until it ends (done) or the leg's time is up (the next leg continues). */
async function workLeg(job: InvoiceJobRecord, leg: number, list: JobList, deadline: number): Promise<void> {
  let cursor = job.cursor;
  for (;;) {
    const page = await queryPage({ ...list.query, limit: pageSize }, { limit: pageSize, cursor });
    for (const item of page.items) await list.work(item);
    cursor = page.nextCursor;
    const now = new Date().toISOString();
    const progress = { processedDelta: page.items.length, cursor, now };
    if (!cursor) {
      await updateItem(jobProgress(job.id, leg, { ...progress, next: 'done' }));
      return;
    }
    if (Date.now() >= deadline) {
      await writeTransaction([
        { Update: jobProgress(job.id, leg, { ...progress, next: 'leg' }) },
        jobLegPut(job.id, leg + 1, job.expiresAt),
      ]);
      legWritten(job.id, leg + 1);
      return;
    }
    await updateItem(jobProgress(job.id, leg, progress));
  }
}

/**
 * One leg of a bulk invoice job. A leg delivered twice (a stream retry) finds
 * it claimed and does nothing; each student's draft is guarded by its period
 * claim anyway, so nothing is ever billed twice. An unexpected error ends the
 * job `failed` rather than leaving it running.
 */
export async function runInvoiceJobLeg(jobId: string, leg: number, budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  try {
    await updateItem(legClaim(jobId, leg, new Date().toISOString()));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  }
  const job = await findInvoiceJob(jobId);
  if (!job) return;
  try {
    const list = job.kind === 'generate-all' ? await generateList(job) : sendList(job);
    await workLeg(job, leg, list, deadline);
  } catch (error) {
    logger.error('invoice job leg failed', { jobId, leg, error: String(error) });
    await updateExisting(jobFailure(jobId, 'The job stopped unexpectedly', new Date().toISOString()));
  }
}

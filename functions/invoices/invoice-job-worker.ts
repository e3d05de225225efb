import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  claimLeg,
  failJob,
  findInvoiceJob,
  jobExpiry,
  jobLegPut,
  jobOutcomePut,
  jobProgress,
  recordJobProgress,
  type GenerateAllParameters,
  type InvoiceJobRecord,
  type JobOutcome,
  type SendDraftsParameters,
} from '../entities/invoice-job-entity';
import { InvoiceListRowEntity, invoiceListQuery } from '../entities/invoice-entity';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { readLessonPolicy } from '../entities/lesson-policy-entity';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { studentsPage, type StudentRecord } from '../entities/student-entity';
import { getUserById } from '../entities/user-entity';
import { HttpError } from '../platform/http-errors';
import type { InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { legWritten } from '../platform/job-legs';
import { logger } from '../platform/logger';
import { queryEntityPage } from '../platform/table/entity-query';
import { writeTransaction } from '../platform/table/write-transaction';
import { changeStatus } from './change-invoice-status';
import { draftInvoice, type DraftSkip } from './generate-invoice';
import { familyDraftsLike, sendFamilyDrafts, type FamilySendRecorder } from './send-family-drafts';

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

interface JobList<Item> {
  /** One page of the list, from where the cursor says. */
  page: (page: { limit: number; cursor?: string }) => Promise<{ items: Item[]; nextCursor?: string }>;
  /**
   * One item of the list: its outcome, written by the work itself or after it.
   * Answers how many items of the job it settled when that is not one (a
   * family's drafts sent together; none for one already sent with its family).
   */
  work: (item: Item) => Promise<number | void>;
}

/** The job's audit entries name the account that started it and its request. */
function jobAudit(job: InvoiceJobRecord, action: InvoiceAudit['action']): InvoiceAudit | null {
  if (!job.startedBy || !job.requestId) return null;
  return { principal: job.startedBy, action, requestId: job.requestId };
}

async function generateList(job: InvoiceJobRecord): Promise<JobList<StudentRecord>> {
  const { period, currency } = job.parameters as GenerateAllParameters;
  const [settings, policy] = await Promise.all([readInvoiceSettings(), readLessonPolicy()]);
  const expiresAt = jobExpiry(new Date());
  const record = (outcome: JobOutcome) => writeTransaction([jobOutcomePut(job.id, outcome, expiresAt)]);
  return {
    page: async (page) => {
      const { students, nextCursor } = await studentsPage(page);
      return { items: students, ...(nextCursor ? { nextCursor } : {}) };
    },
    work: async (student) => {
      const who = { studentId: student.id, studentName: student.name };
      try {
        const parent = await getUserById(student.parentId);
        const outcome = await draftInvoice({
          student,
          parent,
          period,
          currency,
          settings,
          billableAttendance: policy.billableAttendance,
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

function sendList(job: InvoiceJobRecord): JobList<{ invoiceId: string }> {
  const { month, year, currency } = job.parameters as SendDraftsParameters;
  const expiresAt = jobExpiry(new Date());
  const audit = jobAudit(job, 'invoice.status');
  // Drafts this leg sent with their family: a sibling may still be on the page being worked through.
  const settled = new Set<string>();
  const recorder: FamilySendRecorder = {
    sent: (invoice) =>
      writeTransaction([jobOutcomePut(job.id, { kind: 'sent', invoiceId: invoice.id }, expiresAt)]),
    failed: (invoice, error) => recordSendFailure(invoice.id, invoice.invoiceNumber, error),
  };
  const recordSendFailure = (invoiceId: string, invoiceNumber: string, error: unknown) => {
    const outcome: JobOutcome = { kind: 'send-failed', invoiceId, invoiceNumber, message: messageOf(error) };
    return writeTransaction([jobOutcomePut(job.id, outcome, expiresAt)]);
  };
  return {
    page: (page) =>
      queryEntityPage(
        InvoiceListRowEntity,
        invoiceListQuery({ status: 'draft', month, year, ...(currency ? { currency } : {}) }, page.limit),
        page,
      ),
    work: async ({ invoiceId }) => {
      if (settled.has(invoiceId)) return 0;
      let invoiceNumber = '';
      try {
        const invoice = await loadInvoice(invoiceId);
        invoiceNumber = invoice.invoiceNumber;
        const family = invoice.status === 'draft' ? await familyDraftsLike(invoice) : [];
        if (family.length < 2) {
          // changeStatus refuses anything but a draft, and emails the family through the outbox.
          await changeStatus(invoice, 'sent', audit);
          await recorder.sent(invoice);
          return 1;
        }
        for (const draft of family) settled.add(draft.id);
        await sendFamilyDrafts(family, audit, recorder);
        return family.length;
      } catch (error) {
        await recordSendFailure(invoiceId, invoiceNumber, error);
        return 1;
      }
    },
  };
}

/** Works through the list page by page until it ends (done) or the leg's time is up (the next leg continues). */
async function workLeg<Item>(
  job: InvoiceJobRecord,
  leg: number,
  list: JobList<Item>,
  deadline: number,
): Promise<void> {
  let cursor = job.cursor;
  for (;;) {
    const page = await list.page({ limit: pageSize, ...(cursor ? { cursor } : {}) });
    let processedDelta = 0;
    for (const item of page.items) processedDelta += (await list.work(item)) ?? 1;
    cursor = page.nextCursor;
    const now = new Date().toISOString();
    const progress = { processedDelta, cursor, now };
    if (!cursor) {
      await recordJobProgress(job.id, leg, { ...progress, next: 'done' });
      return;
    }
    if (Date.now() >= deadline) {
      await writeTransaction([
        jobProgress(job.id, leg, { ...progress, next: 'leg' }),
        jobLegPut(job.id, leg + 1, job.expiresAt),
      ]);
      legWritten(job.id, leg + 1);
      return;
    }
    await recordJobProgress(job.id, leg, progress);
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
    await claimLeg(jobId, leg, new Date().toISOString());
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  }
  const job = await findInvoiceJob(jobId);
  if (!job) return;
  try {
    if (job.kind === 'generate-all') await workLeg(job, leg, await generateList(job), deadline);
    else await workLeg(job, leg, sendList(job), deadline);
  } catch (error) {
    logger.error('invoice job leg failed', { jobId, leg, error: String(error) });
    await failJob(jobId, 'The job stopped unexpectedly', new Date().toISOString());
  }
}

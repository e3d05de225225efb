import type { Currency } from '../../shared/invoices/money';
import type { Role } from '../../shared/roles';
import type { InvoicePeriod } from '../../shared/invoices/invoice-period';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { put, putIfAbsent, type TableWrite, type UpdateRequest } from '../platform/table/table-write';

/**
 * A bulk invoice job (generate every student's draft, or send every draft of
 * a month) lives in its own partition: the head item (status, counts, where
 * the next leg starts), one small outcome item per student or invoice, and
 * one item per leg. Inserting a leg item is what starts the worker (the
 * table's stream in AWS, the local runtime in-process). Everything expires a
 * week later (TTL).
 */
export type InvoiceJobKind = 'generate-all' | 'send-drafts';
export type InvoiceJobStatus = 'running' | 'done' | 'failed';

export interface GenerateAllParameters {
  period: InvoicePeriod;
  currency: Currency;
}

export interface SendDraftsParameters {
  month: number;
  year: number;
  currency?: Currency;
}

export interface InvoiceJobRecord {
  id: string;
  kind: InvoiceJobKind;
  status: InvoiceJobStatus;
  parameters: GenerateAllParameters | SendDraftsParameters;
  total: number;
  processed: number;
  /** The leg allowed to work now; a leg delivered twice finds itself claimed (`claimedLeg`). */
  leg: number;
  claimedLeg: number;
  /** Where the next leg continues the job's list (an opaque page cursor); absent at the start. */
  cursor?: string;
  failure?: string;
  /** Who started the job and with which request: the actor of the audit entries its work writes. */
  startedBy?: { userId: string; role: Role };
  requestId?: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
}

export type JobOutcome =
  | { kind: 'created'; studentId: string; invoiceId: string }
  | { kind: 'skipped'; studentId: string; studentName: string; reason: string }
  | { kind: 'failed'; studentId: string; studentName: string; message: string }
  | { kind: 'sent'; invoiceId: string }
  | { kind: 'send-failed'; invoiceId: string; invoiceNumber: string; message: string };

export const jobEntityName = 'InvoiceJob';
export const jobLegEntityName = 'InvoiceJobLeg';
const retentionSeconds = 7 * 24 * 3600;

const partition = (jobId: string) => `INVOICE_JOB#${jobId}`;

export const invoiceJobKeys = {
  head: (jobId: string) => ({ PK: partition(jobId), SK: 'JOB' }),
  outcome: (jobId: string, subjectId: string) => ({ PK: partition(jobId), SK: `OUTCOME#${subjectId}` }),
  leg: (jobId: string, leg: number) => ({ PK: partition(jobId), SK: `LEG#${String(leg).padStart(5, '0')}` }),
};

export const jobExpiry = (now: Date) => Math.floor(now.getTime() / 1000) + retentionSeconds;

export function invoiceJobPut(job: InvoiceJobRecord): TableWrite {
  return putIfAbsent({ ...invoiceJobKeys.head(job.id), entity: jobEntityName, ...job });
}

/** The item whose insertion starts a leg of the job. */
export function jobLegPut(jobId: string, leg: number, expiresAt: number): TableWrite {
  return putIfAbsent({ ...invoiceJobKeys.leg(jobId, leg), entity: jobLegEntityName, jobId, leg, expiresAt });
}

export function jobOutcomePut(jobId: string, outcome: JobOutcome, expiresAt: number): TableWrite {
  const subject = 'studentId' in outcome ? outcome.studentId : outcome.invoiceId;
  return put({
    ...invoiceJobKeys.outcome(jobId, subject),
    entity: 'InvoiceJobOutcome',
    ...outcome,
    expiresAt,
  });
}

/** Every attribute a job update names, as placeholders: several (`total`, `processed`, `cursor`) are reserved words. */
const jobNames = {
  '#status': 'status',
  '#leg': 'leg',
  '#claimedLeg': 'claimedLeg',
  '#updatedAt': 'updatedAt',
  '#processed': 'processed',
  '#total': 'total',
  '#cursor': 'cursor',
  '#failure': 'failure',
};

/** A leg takes the job only if it is the current leg and no delivery of it took it before. */
export function legClaim(jobId: string, leg: number, now: string): UpdateRequest {
  return {
    Key: invoiceJobKeys.head(jobId),
    UpdateExpression: 'SET #claimedLeg = :leg, #updatedAt = :now',
    ConditionExpression: '#status = :running AND #leg = :leg AND #claimedLeg < :leg',
    ExpressionAttributeNames: pick('#status', '#leg', '#claimedLeg', '#updatedAt'),
    ExpressionAttributeValues: { ':leg': leg, ':now': now, ':running': 'running' },
  };
}

const pick = (...names: (keyof typeof jobNames)[]) =>
  Object.fromEntries(names.map((name) => [name, jobNames[name]]));

/** Progress of the leg holding the job: the count done so far and where the list continues. */
export function jobProgress(
  jobId: string,
  leg: number,
  change: { processedDelta: number; cursor: string | undefined; now: string; next?: 'leg' | 'done' },
): UpdateRequest {
  const sets = ['#updatedAt = :now', ...(change.cursor ? ['#cursor = :cursor'] : [])];
  if (change.next === 'leg') sets.push('#leg = :nextLeg');
  if (change.next === 'done') sets.push('#status = :done', '#total = #processed + :delta');
  const names: (keyof typeof jobNames)[] = ['#updatedAt', '#processed', '#claimedLeg', '#status', '#cursor'];
  if (change.next === 'leg') names.push('#leg');
  if (change.next === 'done') names.push('#total');
  return {
    Key: invoiceJobKeys.head(jobId),
    UpdateExpression: `SET ${sets.join(', ')}${change.cursor ? '' : ' REMOVE #cursor'} ADD #processed :delta`,
    ConditionExpression: '#claimedLeg = :leg AND #status = :running',
    ExpressionAttributeNames: pick(...names),
    ExpressionAttributeValues: {
      ':now': change.now,
      ':delta': change.processedDelta,
      ':leg': leg,
      ':running': 'running',
      ...(change.cursor ? { ':cursor': change.cursor } : {}),
      ...(change.next === 'leg' ? { ':nextLeg': leg + 1 } : {}),
      ...(change.next === 'done' ? { ':done': 'done' } : {}),
    },
  };
}

export function jobFailure(jobId: string, message: string, now: string): UpdateRequest {
  return {
    Key: invoiceJobKeys.head(jobId),
    UpdateExpression: 'SET #status = :failed, #failure = :message, #updatedAt = :now',
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: pick('#status', '#failure', '#updatedAt'),
    ExpressionAttributeValues: {
      ':failed': 'failed',
      ':message': message,
      ':now': now,
      ':running': 'running',
    },
  };
}

export async function findInvoiceJob(jobId: string): Promise<InvoiceJobRecord | undefined> {
  const item = await getItem(invoiceJobKeys.head(jobId), { consistentRead: true });
  if (!item || item.entity !== jobEntityName) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = item;
  return record as unknown as InvoiceJobRecord;
}

/** The job's outcomes, one item per student or invoice (a 2,000-student job is a few pages). */
export const jobOutcomesQuery = (jobId: string): TableQuery => ({
  partition: partition(jobId),
  sortKey: { beginsWith: 'OUTCOME#' },
  consistentRead: true,
});

export const jobOutcomeFromItem = (item: Record<string, unknown>) => item as unknown as JobOutcome;

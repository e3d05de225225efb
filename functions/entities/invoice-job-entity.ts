import {
  $add,
  $get,
  $remove,
  $sum,
  Entity,
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  any,
  item,
  map,
  number,
  prefix,
  string,
  type Condition,
  type FormattedItem,
  type UpdateItemInput,
} from 'dynamodb-toolbox';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Currency } from '../../shared/invoices/money';
import { roles, type Role } from '../../shared/roles';
import type { InvoicePeriod } from '../../shared/invoices/invoice-period';
import { queryEntityAll } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

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

const jobEntityName = 'InvoiceJob';
export const jobLegEntityName = 'InvoiceJobLeg';
const retentionSeconds = 7 * 24 * 3600;

const partition = (jobId: string) => `INVOICE_JOB#${jobId}`;
const legSortKey = (leg: number) => `LEG#${String(leg).padStart(5, '0')}`;

export const jobExpiry = (now: Date) => Math.floor(now.getTime() / 1000) + retentionSeconds;

/** The job's head item: its status, counts, the leg at work and where the next one continues. */
const InvoiceJobEntity = new Entity({
  name: jobEntityName,
  table: schoolTable,
  timestamps: false,
  schema: item({
    id: string().key(),
    kind: string().enum('generate-all', 'send-drafts'),
    status: string().enum('running', 'done', 'failed'),
    // Written whole at the start and never updated: kept as the job was asked for.
    parameters: any().castAs<GenerateAllParameters | SendDraftsParameters>(),
    total: number(),
    processed: number(),
    leg: number(),
    claimedLeg: number(),
    cursor: string().optional(),
    failure: string().optional(),
    startedBy: map({ userId: string(), role: string().enum(...roles) }).optional(),
    requestId: string().optional(),
    createdAt: string(),
    updatedAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ id }) => ({ PK: partition(id), SK: 'JOB' }),
});

/** The item whose insertion starts a leg of the job (the stream, or the local runtime, hands it to the worker). */
const InvoiceJobLegEntity = new Entity({
  name: jobLegEntityName,
  table: schoolTable,
  timestamps: false,
  schema: item({ jobId: string().key(), leg: number().key(), expiresAt: number() }),
  computeKey: ({ jobId, leg }) => ({ PK: partition(jobId), SK: legSortKey(leg) }),
});

/** One student's or invoice's outcome; the item holds only the outcome, its key says whose job. */
const InvoiceJobOutcomeEntity = new Entity({
  name: 'InvoiceJobOutcome',
  table: schoolTable,
  timestamps: false,
  schema: item({
    jobId: string().key().savedAs('PK').transform(prefix('INVOICE_JOB')),
    subjectId: string().key().savedAs('SK').transform(prefix('OUTCOME')).hidden(),
    kind: string().enum('created', 'skipped', 'failed', 'sent', 'send-failed'),
    studentId: string().optional(),
    studentName: string().optional(),
    invoiceId: string().optional(),
    invoiceNumber: string().optional(),
    reason: string().optional(),
    message: string().optional(),
    expiresAt: number(),
  }),
});

export function invoiceJobPut(job: InvoiceJobRecord): EntityWrite {
  return InvoiceJobEntity.build(PutTransaction)
    .item(job)
    .options({ condition: { attr: 'id', exists: false } });
}

/** The item whose insertion starts a leg of the job. */
export function jobLegPut(jobId: string, leg: number, expiresAt: number): EntityWrite {
  return InvoiceJobLegEntity.build(PutTransaction)
    .item({ jobId, leg, expiresAt })
    .options({ condition: { attr: 'jobId', exists: false } });
}

export function jobOutcomePut(jobId: string, outcome: JobOutcome, expiresAt: number): EntityWrite {
  const subjectId = 'studentId' in outcome ? outcome.studentId : outcome.invoiceId;
  return InvoiceJobOutcomeEntity.build(PutTransaction).item({ jobId, subjectId, ...outcome, expiresAt });
}

type JobCondition = Condition<typeof InvoiceJobEntity>;

const running: JobCondition = { attr: 'status', eq: 'running' };

/**
 * A leg takes the job only if it is the current leg and no delivery of it
 * took it before. Refused (ConditionalCheckFailedException) otherwise.
 */
export async function claimLeg(jobId: string, leg: number, now: string): Promise<void> {
  await InvoiceJobEntity.build(UpdateItemCommand)
    .item({ id: jobId, claimedLeg: leg, updatedAt: now })
    .options({ condition: { and: [running, { attr: 'leg', eq: leg }, { attr: 'claimedLeg', lt: leg }] } })
    .send();
}

interface JobProgress {
  processedDelta: number;
  /** Where the list continues; absent when it is done. */
  cursor: string | undefined;
  now: string;
  /** The job moves on to its next leg, or ends. */
  next?: 'leg' | 'done';
}

/** The count done so far and where the list continues, as the leg holding the job records it. */
function progressChanges(
  jobId: string,
  leg: number,
  change: JobProgress,
): UpdateItemInput<typeof InvoiceJobEntity> {
  return {
    id: jobId,
    updatedAt: change.now,
    processed: $add(change.processedDelta),
    cursor: change.cursor ?? $remove(),
    ...(change.next === 'leg' ? { leg: leg + 1 } : {}),
    ...(change.next === 'done'
      ? { status: 'done' as const, total: $sum($get('processed'), change.processedDelta) }
      : {}),
  };
}

const heldBy = (leg: number): JobCondition => ({ and: [{ attr: 'claimedLeg', eq: leg }, running] });

/** Progress of the leg holding the job, on its own. */
export async function recordJobProgress(jobId: string, leg: number, change: JobProgress): Promise<void> {
  await InvoiceJobEntity.build(UpdateItemCommand)
    .item(progressChanges(jobId, leg, change))
    .options({ condition: heldBy(leg) })
    .send();
}

/** Progress of the leg holding the job, in the transaction that starts the next leg. */
export function jobProgress(jobId: string, leg: number, change: JobProgress): EntityWrite {
  return InvoiceJobEntity.build(UpdateTransaction)
    .item(progressChanges(jobId, leg, change))
    .options({ condition: heldBy(leg) });
}

/** Ends a running job `failed`; answers false, changing nothing, when it is no longer running (or gone). */
export async function failJob(jobId: string, message: string, now: string): Promise<boolean> {
  try {
    await InvoiceJobEntity.build(UpdateItemCommand)
      .item({ id: jobId, status: 'failed', failure: message, updatedAt: now })
      .options({ condition: { and: [{ attr: 'id', exists: true }, running] } })
      .send();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function findInvoiceJob(jobId: string): Promise<InvoiceJobRecord | undefined> {
  const command = InvoiceJobEntity.build(GetItemCommand).key({ id: jobId });
  return (await command.options({ consistent: true }).send()).Item;
}

/** The job's outcomes, one item per student or invoice (a 2,000-student job is a few pages). */
export async function jobOutcomes(jobId: string): Promise<JobOutcome[]> {
  const items = await queryEntityAll(InvoiceJobOutcomeEntity, {
    partition: partition(jobId),
    sortKey: { beginsWith: 'OUTCOME#' },
    consistentRead: true,
  });
  return items.map(outcomeOf);
}

/** The outcome an item holds, by its kind (each kind has its own fields). */
function outcomeOf(stored: FormattedItem<typeof InvoiceJobOutcomeEntity>): JobOutcome {
  const {
    kind,
    studentId = '',
    studentName = '',
    invoiceId = '',
    invoiceNumber = '',
    reason = '',
    message = '',
  } = stored;
  switch (kind) {
    case 'created':
      return { kind, studentId, invoiceId };
    case 'skipped':
      return { kind, studentId, studentName, reason };
    case 'failed':
      return { kind, studentId, studentName, message };
    case 'sent':
      return { kind, invoiceId };
    case 'send-failed':
      return { kind, invoiceId, invoiceNumber, message };
  }
}

import {
  Entity,
  QueryCommand,
  anyOf,
  boolean,
  item,
  list,
  map,
  number,
  string,
  type FormattedItem,
  DeleteTransaction,
  PutTransaction,
  ConditionCheck,
} from 'dynamodb-toolbox';
import { lessonTimezones, type LessonTimezone } from '../../shared/lesson-time';
import {
  attendanceLineNote,
  attendanceValues,
  type Attendance,
} from '../../shared/lessons/lesson-attendance';
import { lateCancellationLineNote } from '../../shared/lessons/lesson-cancellation';
import { invoiceStatuses, type InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { currencies, toMajorUnits, type Currency } from '../../shared/invoices/money';
import { lineTotals, orderLines, type DiscountRule } from '../../shared/invoices/line-amounts';
import { rateSources, type RateSource } from '../../shared/invoices/lesson-rates';
import type { Invoice, InvoiceItem, InvoiceSummary } from '../../shared/schemas/invoice-schemas';
import { paymentMethods, type PaymentMethod } from '../../shared/invoices/payment-methods';
import type { Payment } from '../../shared/schemas/payment-schemas';
import { amountPaidMinor, balanceMinor } from '../../shared/invoices/invoice-payments';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { batchGetItems } from '../platform/table/batch-get-items';
import { findEntityItem, formattedItemOf, storedItemOf } from '../platform/table/entity-items';
import { queryEntityAll, queryEntityPages, type EntityQuery } from '../platform/table/entity-query';
import { smallListLimit } from '../platform/table/entity-query';
import { indexKeys, optionalIndexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import { yearlyNumberCounter } from './yearly-number-counter';
import type { TableItem } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { paymentRowWrites } from './payment-row-entity';

/** One billed lesson, copied from the lesson when it was added: later lesson edits never change an invoice. */
export interface LessonLineRecord {
  /** Absent on lines stored before invoices held other kinds of line. */
  kind?: 'lesson';
  id: string;
  lessonId: string;
  /** The lesson's UTC start, for ordering. */
  lessonStart: string;
  /** Date and time on the lesson's own clock, as billed. */
  lessonDate: string;
  lessonTime: string;
  timezone: LessonTimezone;
  subject: string;
  teacherName: string;
  durationMinutes: number;
  rateMinor: number;
  amountMinor: number;
  /** The lesson's attendance when it was billed, shown after the subject ("(absent without notice)"). */
  attendance?: Attendance;
  /** A late cancellation, billed at this share of the lesson (docs/lesson-policy.md#billing). */
  lateCancellationPercent?: number;
  /** A make-up lesson booked with a credit: listed at nothing. */
  makeUp?: boolean;
  /** Which rate generation billed (shared/invoices/lesson-rates.ts); absent once staff set the rate by hand, and on older lines. */
  rateSource?: RateSource;
}

/** A line staff typed or picked from the saved items: a description, a quantity and a unit price (negative for a credit). */
export interface CustomLineRecord {
  kind: 'custom';
  id: string;
  description: string;
  quantity: number;
  unitPriceMinor: number;
  /** False keeps the line out of the tax (VAT) the invoice charges. */
  taxable: boolean;
  amountMinor: number;
}

/** An amount or a percentage off the lines above it; `amountMinor` (negative) is recomputed whenever lines change. */
export interface DiscountLineRecord {
  kind: 'discount';
  id: string;
  description: string;
  discount: DiscountRule;
  amountMinor: number;
}

export type InvoiceLineRecord = LessonLineRecord | CustomLineRecord | DiscountLineRecord;

export const isLessonLine = (line: InvoiceLineRecord): line is LessonLineRecord =>
  line.kind === undefined || line.kind === 'lesson';

/** The lines billing lessons (the others hold no lesson). */
export const lessonLinesOf = (invoice: Pick<InvoiceRecord, 'lines'>): LessonLineRecord[] =>
  invoice.lines.filter(isLessonLine);

/** Money a family paid against an invoice, as recorded by staff. */
export interface PaymentRecord {
  id: string;
  amountMinor: number;
  /** The day the money arrived, on the school's calendar (`2026-11-12`). */
  date: string;
  method: PaymentMethod;
  reference: string;
  recordedAt: string;
  recordedBy: string;
  /** Paid online through Stripe Checkout: what ties the payment to Stripe (absent on payments staff record). */
  stripe?: StripePaymentFacts;
}

/** Stripe's ids of an online payment, its fee and what Stripe refunded of it, in minor units. */
export interface StripePaymentFacts {
  checkoutSessionId: string;
  paymentIntentId: string;
  /** Stripe's fee, in the currency of the school's Stripe balance (`feeCurrency`); absent when Stripe did not say. */
  feeMinor?: number;
  feeCurrency?: string;
  /** Taken off `amountMinor` by refunds made in Stripe. */
  refundedMinor?: number;
}

export interface InvoiceRecord {
  id: string;
  invoiceNumber: string;
  studentId: string;
  studentName: string;
  studentGrade: string;
  parentId: string;
  parentName: string;
  parentEmail: string;
  status: InvoiceStatus;
  currency: Currency;
  month: number;
  year: number;
  startDate: string;
  endDate: string;
  dueDate: string;
  createdAt: string;
  updatedAt: string;
  sentAt?: string;
  paidAt?: string;
  lines: InvoiceLineRecord[];
  subtotalMinor: number;
  taxRatePercent: number;
  taxMinor: number;
  totalMinor: number;
  notes: string;
  /** Grows with every change; a stored PDF of an older revision is stale. */
  revision: number;
  /** Oldest first; absent on invoices that never had one. */
  payments?: PaymentRecord[];
  /** Set when the invoice was voided (status `void`): when, why (the family reads it) and by whom (an account id). */
  voidedAt?: string;
  voidReason?: string;
  voidedBy?: string;
  /** What credit notes took off the invoice, in minor units (absent: none; docs/data-model.md). */
  creditedMinor?: number;
  /** The part of `creditedMinor` that became the family's credit (absent: none; docs/payments.md#removing-a-payment). */
  creditedToFamilyMinor?: number;
  /** The credit notes issued on it, oldest first (absent: none). */
  creditNotes?: InvoiceCreditNoteRef[];
}

/** A credit note as the invoice it credits keeps it: enough to list it and to credit each line at most once. */
export interface InvoiceCreditNoteRef {
  id: string;
  number: string;
  totalMinor: number;
  issuedAt: string;
  /** The invoice lines it credited (absent on a credit of an amount). */
  lineIds?: string[];
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const wildcard = '*';

const exportPartition = (issueMonth: string) => `INVOICE_EXPORT#${issueMonth}`;

/**
 * Access patterns (docs/data-model.md):
 * - one invoice: GetItem on its primary key;
 * - a student's invoices (the Student filter): GSI2 by student, newest first;
 * - a family's invoices: GSI3 by the parent billed, newest first (an invoice
 *   stays with the family it was sent to, even if the child later moves);
 * - sent invoices by due date (the overdue sweep): sparse GSI1, only while status is sent;
 * - overdue invoices by due date (reminders and staff's digest): sparse GSI1 in a partition of
 *   their own, only while status is overdue;
 * - staff lists by any combination of status, currency, year and month: one
 *   small "list row" per combination (16 per invoice), each partition newest first,
 *   so every filter is a key condition and a page is one Query;
 * - one invoice per student, month, year and currency: a period marker written
 *   only if absent in the generating transaction;
 * - the accountant's export: GSI4 by month of issue, a slim copy with only the
 *   exported columns (DynamoDB keeps it in step with every write of the invoice).
 */
export const invoiceKeys = {
  primary: (invoiceId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: 'INVOICE' }),
  studentPartition: (studentId: string) => `STUDENT_INVOICES#${studentId}`,
  familyPartition: (parentId: string) => `FAMILY_INVOICES#${parentId}`,
  sentByDuePartition: 'INVOICES_SENT_BY_DUE',
  overdueByDuePartition: 'INVOICES_OVERDUE_BY_DUE',
  period: (invoice: Pick<InvoiceRecord, 'studentId' | 'year' | 'month' | 'currency'>) => ({
    PK: `INVOICE_PERIOD#${invoice.studentId}#${invoice.year}-${pad2(invoice.month)}#${invoice.currency}`,
    SK: 'INVOICE_PERIOD',
  }),
  numberCounter: (year: number) => ({ PK: `INVOICE_NUMBERS#${year}`, SK: 'COUNTER' }),
  settings: { PK: 'SCHOOL', SK: 'INVOICE_SETTINGS' },
  listPartition: (filter: InvoiceListFilter) =>
    `INVOICE_LIST#${filter.status ?? wildcard}#${filter.currency ?? wildcard}#${filter.year ?? wildcard}#${
      filter.month === undefined ? wildcard : pad2(filter.month)
    }`,
  listSortKey: (invoice: Pick<InvoiceRecord, 'createdAt' | 'id'>) => `${invoice.createdAt}#${invoice.id}`,
  /** The export index (GSI4) by the month of issue on the school's calendar, as the export's dates are. */
  exportPartition,
  exportIndex: (invoice: Pick<InvoiceRecord, 'createdAt' | 'id'>) => ({
    GSI4PK: exportPartition(schoolToday(new Date(invoice.createdAt)).slice(0, 7)),
    GSI4SK: `${invoice.createdAt}#${invoice.id}`,
  }),
};

export interface InvoiceListFilter {
  status?: InvoiceStatus;
  currency?: Currency;
  year?: number;
  month?: number;
}

/** The 16 filter combinations an invoice answers to: each of its four values, or any. */
export function listFiltersOf(invoice: Pick<InvoiceRecord, 'status' | 'currency' | 'year' | 'month'>) {
  const filters: InvoiceListFilter[] = [];
  for (const status of [invoice.status, undefined])
    for (const currency of [invoice.currency, undefined])
      for (const year of [invoice.year, undefined])
        for (const month of [invoice.month, undefined]) filters.push({ status, currency, year, month });
  return filters;
}

/**
 * A line is one of three maps, tried in this order when read and written: a
 * lesson (the only kind stored without `kind`, as every line was before), a custom line, a discount.
 */
const lessonLineSchema = map({
  kind: string().const('lesson').optional(),
  id: string(),
  lessonId: string(),
  lessonStart: string(),
  lessonDate: string(),
  lessonTime: string(),
  timezone: string().enum(...lessonTimezones),
  subject: string(),
  teacherName: string(),
  durationMinutes: number(),
  rateMinor: number(),
  amountMinor: number(),
  attendance: string()
    .enum(...attendanceValues)
    .optional(),
  lateCancellationPercent: number().optional(),
  makeUp: boolean().optional(),
  rateSource: string()
    .enum(...rateSources)
    .optional(),
});

const customLineSchema = map({
  kind: string().const('custom'),
  id: string(),
  description: string(),
  quantity: number(),
  unitPriceMinor: number(),
  taxable: boolean(),
  amountMinor: number(),
});

const discountLineSchema = map({
  kind: string().const('discount'),
  id: string(),
  description: string(),
  discount: anyOf(
    map({ type: string().const('amount'), amountMinor: number() }),
    map({ type: string().const('percent'), percent: number() }),
  ),
  amountMinor: number(),
});

const invoiceLineSchema = anyOf(lessonLineSchema, customLineSchema, discountLineSchema);

const paymentSchema = map({
  id: string(),
  amountMinor: number(),
  date: string(),
  method: string().enum(...paymentMethods),
  reference: string(),
  recordedAt: string(),
  recordedBy: string(),
  stripe: map({
    checkoutSessionId: string(),
    paymentIntentId: string(),
    feeMinor: number().optional(),
    feeCurrency: string().optional(),
    refundedMinor: number().optional(),
  }).optional(),
});

const invoiceAttributes = item({
  id: string().key(),
  invoiceNumber: string(),
  studentId: string(),
  studentName: string(),
  studentGrade: string(),
  parentId: string(),
  parentName: string(),
  parentEmail: string(),
  status: string().enum(...invoiceStatuses),
  currency: string().enum(...currencies),
  month: number(),
  year: number(),
  startDate: string(),
  endDate: string(),
  dueDate: string(),
  createdAt: string(),
  updatedAt: string(),
  sentAt: string().optional(),
  paidAt: string().optional(),
  lines: list(invoiceLineSchema),
  subtotalMinor: number(),
  taxRatePercent: number(),
  taxMinor: number(),
  totalMinor: number(),
  notes: string(),
  revision: number(),
  payments: list(paymentSchema).optional(),
  voidedAt: string().optional(),
  voidReason: string().optional(),
  voidedBy: string().optional(),
  creditedMinor: number().optional(),
  creditedToFamilyMinor: number().optional(),
  creditNotes: list(
    map({
      id: string(),
      number: string(),
      totalMinor: number(),
      issuedAt: string(),
      lineIds: list(string()).optional(),
    }),
  ).optional(),
});

/** GSI1 holds an invoice only while it is sent (the sweep) or overdue (reminders, digest): never a void one. */
function byDuePartition(status: InvoiceStatus): string | undefined {
  if (status === 'sent') return invoiceKeys.sentByDuePartition;
  if (status === 'overdue') return invoiceKeys.overdueByDuePartition;
  return undefined;
}

/**
 * The invoice, lines and payments inside. Its index keys are worked out from
 * the invoice on every Put (an invoice is always written whole), so they never
 * fall out of step; they are hidden from what a read answers.
 */
export const InvoiceEntity = new Entity({
  name: 'Invoice',
  table: schoolTable,
  timestamps: false,
  schema: invoiceAttributes.and((schema) => ({
    ...optionalIndexKeys(schema, 'GSI1', {
      partition: ({ status }) => byDuePartition(status),
      sort: ({ status, dueDate, id }) => (byDuePartition(status) ? `${dueDate}#${id}` : undefined),
    }),
    ...indexKeys(schema, 'GSI2', {
      partition: ({ studentId }) => invoiceKeys.studentPartition(studentId),
      sort: invoiceKeys.listSortKey,
    }),
    ...indexKeys(schema, 'GSI3', {
      partition: ({ parentId }) => invoiceKeys.familyPartition(parentId),
      sort: invoiceKeys.listSortKey,
    }),
    // Only the exported columns are copied to it (table-design.ts): the export reads no lines.
    ...indexKeys(schema, 'GSI4', {
      partition: (invoice) => invoiceKeys.exportIndex(invoice).GSI4PK,
      sort: (invoice) => invoiceKeys.exportIndex(invoice).GSI4SK,
    }),
  })),
  computeKey: ({ id }) => invoiceKeys.primary(id),
});

/** The item an invoice is stored as (every index key included). */
export function invoiceItem(invoice: InvoiceRecord): TableItem {
  return storedItemOf(InvoiceEntity, invoice);
}

/** An invoice item read whole (a GetItem, a BatchGetItem or a Query of an index that copies it all). */
function invoiceFromItem(item: TableItem): InvoiceRecord {
  return formattedItemOf(InvoiceEntity, item);
}

const atRevision = (invoice: InvoiceRecord) => ({ attr: 'revision', eq: invoice.revision }) as const;

/** The invoice itself: created only if new, replaced or deleted only at the revision read. */
export function invoiceWrite(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): EntityWrite {
  if (!after)
    return InvoiceEntity.build(DeleteTransaction)
      .key({ id: before!.id })
      .options({ condition: atRevision(before!) });
  return InvoiceEntity.build(PutTransaction)
    .item(after)
    .options({
      condition: before ? atRevision(before) : { attr: 'id', exists: false },
    });
}

/**
 * Everything an invoice's change writes of the invoice itself: the invoice
 * first (guarded by its revision), then its list rows that move and the rows
 * of its payments that change (the payments export's, payment-row-entity.ts).
 */
export function invoiceWrites(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): EntityWrite[] {
  return [invoiceWrite(before, after), ...listRowWrites(before, after), ...paymentRowWrites(before, after)];
}

/** The invoice as committed, or undefined when there is none (what that means to the caller is the service's). */
export async function findInvoice(invoiceId: string): Promise<InvoiceRecord | undefined> {
  return findEntityItem(InvoiceEntity, { id: invoiceId });
}

/** The invoices of `ids` that exist, in the order of `ids` (one BatchGetItem per 100). */
export async function findInvoices(ids: readonly string[]): Promise<InvoiceRecord[]> {
  const items = await batchGetItems(ids.map(invoiceKeys.primary));
  const byId = new Map(items.map(invoiceFromItem).map((invoice) => [invoice.id, invoice]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One small row per list partition the invoice is in (listFiltersOf), newest first. */
export const InvoiceListRowEntity = new Entity({
  name: 'InvoiceListRow',
  table: schoolTable,
  timestamps: false,
  schema: item({
    partition: string().key().savedAs('PK'),
    sortKey: string().key().savedAs('SK'),
    invoiceId: string(),
  }),
});

type InvoiceListRow = FormattedItem<typeof InvoiceListRowEntity>;

/** The list rows to delete and to write: only the partitions whose filter values changed. */
function listRowWrites(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): EntityWrite[] {
  const old = new Set(before ? listFiltersOf(before).map(invoiceKeys.listPartition) : []);
  const next = new Set(after ? listFiltersOf(after).map(invoiceKeys.listPartition) : []);
  const deletes = [...old]
    .filter((partition) => !next.has(partition))
    .map((partition) =>
      InvoiceListRowEntity.build(DeleteTransaction).key({
        partition,
        sortKey: invoiceKeys.listSortKey(before!),
      }),
    );
  const puts = [...next]
    .filter((partition) => !old.has(partition))
    .map((partition) =>
      InvoiceListRowEntity.build(PutTransaction).item({
        partition,
        sortKey: invoiceKeys.listSortKey(after!),
        invoiceId: after!.id,
      }),
    );
  return [...deletes, ...puts];
}

function issueInstantOf(sortKey: string, invoiceId: string): string {
  return sortKey.endsWith(`#${invoiceId}`) ? sortKey.slice(0, -(invoiceId.length + 1)) : '';
}

/** A typed list row's invoice and its issue instant (its sort key is `<createdAt>#<id>`). */
export const listedInvoiceOf = (row: InvoiceListRow) => ({
  invoiceId: row.invoiceId,
  createdAt: issueInstantOf(row.sortKey, row.invoiceId),
});

/** The rows of a list partition, newest first, up to `limit`. */
export function invoiceListQuery(
  filter: InvoiceListFilter,
  limit: number,
): EntityQuery<typeof InvoiceListRowEntity> {
  return { partition: invoiceKeys.listPartition(filter), newestFirst: true, limit };
}

/**
 * The rows of the invoices issued (created) from `fromInstant` up to, not
 * including, `beforeInstant`, oldest first, a page at a time: the list
 * partition every invoice is in (no filter), whose sort key starts with the issue instant.
 */
export function invoicesIssuedBetween(fromInstant: string, beforeInstant: string) {
  return queryEntityPages(InvoiceListRowEntity, {
    partition: invoiceKeys.listPartition({}),
    sortKey: { between: [fromInstant, beforeInstant] },
  });
}

/** A student's invoices (GSI2) or a family's (GSI3), newest first; each has a few a month at most. */
export const studentInvoices = (studentId: string): Promise<InvoiceRecord[]> =>
  queryEntityAll(InvoiceEntity, {
    index: 'GSI2',
    partition: invoiceKeys.studentPartition(studentId),
    newestFirst: true,
    limit: smallListLimit,
  });

export const familyInvoices = (parentId: string): Promise<InvoiceRecord[]> =>
  queryEntityAll(InvoiceEntity, {
    index: 'GSI3',
    partition: invoiceKeys.familyPartition(parentId),
    newestFirst: true,
    limit: smallListLimit,
  });

/** Sent invoices due before `day` (the sparse GSI1 holds only sent ones, by due date). */
export const sentInvoicesDueBefore = (day: string): Promise<InvoiceRecord[]> =>
  queryEntityAll(InvoiceEntity, {
    index: 'GSI1',
    partition: invoiceKeys.sentByDuePartition,
    sortKey: { below: day },
    limit: smallListLimit,
  });

/** The sort key is `<due date>#<id>`: '#~' sorts after every id of the last day. */
const dueBetween = (from: string, to: string) => ({ between: [from, `${to}#~`] as [string, string] });

/** Overdue invoices due from `from` to `to` (calendar dates, both included), longest overdue first, a page at a time. */
export const overdueInvoicesDueBetween = (from: string, to: string) =>
  queryEntityPages(InvoiceEntity, {
    index: 'GSI1',
    partition: invoiceKeys.overdueByDuePartition,
    sortKey: dueBetween(from, to),
  });

/** Holds a transaction to the invoice still being overdue when it commits: a payment meanwhile stops it. */
export const invoiceStillOverdue = (invoiceId: string): EntityWrite =>
  InvoiceEntity.build(ConditionCheck).key({ id: invoiceId }).condition({ attr: 'status', eq: 'overdue' });

/** What staff's overdue digest shows of an invoice: a page reads only these. */
const overdueSummaryAttributes = [
  'id',
  'invoiceNumber',
  'studentName',
  'totalMinor',
  'currency',
  'dueDate',
] as const;

export type OverdueSummary = Pick<InvoiceRecord, (typeof overdueSummaryAttributes)[number]>;

/** Every overdue invoice, longest overdue first, a page at a time, read as its few digest attributes. */
export async function* overdueSummaries(): AsyncGenerator<OverdueSummary[]> {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await schoolTable
      .build(QueryCommand)
      .entities(InvoiceEntity)
      .query({ index: 'GSI1', partition: invoiceKeys.overdueByDuePartition })
      .options({ attributes: [...overdueSummaryAttributes], exclusiveStartKey })
      .send();
    yield page.Items ?? [];
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
}

/**
 * The export index's slim copy of an invoice: only the exported columns.
 * The index copies no `entity` attribute, so its items are read by their keys alone.
 */
const ExportedInvoiceEntity = new Entity({
  name: 'ExportedInvoice',
  table: schoolTable,
  timestamps: false,
  entityAttribute: false,
  schema: item({
    id: string().key(),
    invoiceNumber: string(),
    createdAt: string(),
    dueDate: string(),
    parentName: string(),
    studentName: string(),
    currency: string().enum(...currencies),
    subtotalMinor: number(),
    taxMinor: number(),
    totalMinor: number(),
    status: string().enum(...invoiceStatuses),
    payments: list(paymentSchema).optional(),
  }),
  computeKey: ({ id }) => invoiceKeys.primary(id),
});

export type ExportedInvoice = FormattedItem<typeof ExportedInvoiceEntity>;

/**
 * The invoices issued in one month of the school's calendar (`2026-03`), from
 * `fromInstant` up to, not including, `beforeInstant`, oldest first: the
 * export index's slim copies, only the exported columns (no lines).
 */
export function exportedInvoices(
  issueMonth: string,
  fromInstant: string,
  beforeInstant: string,
): Promise<ExportedInvoice[]> {
  return queryEntityAll(ExportedInvoiceEntity, {
    index: 'GSI4',
    partition: invoiceKeys.exportPartition(issueMonth),
    sortKey: { between: [fromInstant, beforeInstant] },
  });
}

export type VoidFacts = Pick<InvoiceRecord, 'voidedAt' | 'voidReason'>;

/**
 * When and why each of these void invoices was voided, by id: one
 * BatchGetItem per 100 reading only those attributes. The export index does
 * not copy them (an index's projection cannot change in place), and void
 * invoices are few, so the export reads them for its void rows alone.
 */
export async function voidFactsOf(ids: readonly string[]): Promise<Map<string, VoidFacts>> {
  if (ids.length === 0) return new Map();
  const items = await batchGetItems(ids.map(invoiceKeys.primary), {
    attributes: ['id', 'voidedAt', 'voidReason'],
  });
  return new Map(
    items.map((stored) => {
      const { id, voidedAt, voidReason } = stored as { id: string; voidedAt?: string; voidReason?: string };
      return [id, { ...(voidedAt ? { voidedAt } : {}), ...(voidReason !== undefined ? { voidReason } : {}) }];
    }),
  );
}

export type CreditedAmounts = Pick<InvoiceRecord, 'creditedMinor' | 'creditedToFamilyMinor'>;

/**
 * What credit notes took off each of these invoices (`creditedMinor`, and the
 * part of it that became family credit), by id, for those that have any: one
 * BatchGetItem per 100 reading only those attributes. The export index does
 * not copy them (an index's projection cannot change in place), so the
 * invoices CSV reads them for the invoices still owing.
 */
export async function creditedAmountsOf(ids: readonly string[]): Promise<Map<string, CreditedAmounts>> {
  if (ids.length === 0) return new Map();
  const items = await batchGetItems(ids.map(invoiceKeys.primary), {
    attributes: ['id', 'creditedMinor', 'creditedToFamilyMinor'],
  });
  return new Map(
    items.flatMap((stored) => {
      const { id, creditedMinor, creditedToFamilyMinor } = stored as CreditedAmounts & { id: string };
      return creditedMinor
        ? [[id, { creditedMinor, ...(creditedToFamilyMinor ? { creditedToFamilyMinor } : {}) }] as const]
        : [];
    }),
  );
}

type Period = Pick<InvoiceRecord, 'studentId' | 'year' | 'month' | 'currency'>;

/** One invoice per student, month, year and currency: the marker is keyed by them and names the invoice. */
const InvoicePeriodEntity = new Entity({
  name: 'InvoicePeriod',
  table: schoolTable,
  timestamps: false,
  schema: item({
    period: string().key().savedAs('PK'),
    marker: string().key().savedAs('SK').const('INVOICE_PERIOD').hidden(),
    invoiceId: string(),
  }),
});

const periodKey = (period: Period) => ({ period: invoiceKeys.period(period).PK });

/** Claims the student's period in that currency for the invoice: refused when another holds it. */
export const periodClaim = (period: Period, invoiceId: string): EntityWrite =>
  InvoicePeriodEntity.build(PutTransaction)
    .item({ ...periodKey(period), invoiceId })
    .options({ condition: { attr: 'invoiceId', exists: false } });

/** Frees the period, only if this invoice is the one holding it. */
export const periodRelease = (period: Period, invoiceId: string): EntityWrite =>
  InvoicePeriodEntity.build(DeleteTransaction)
    .key(periodKey(period))
    .options({ condition: { attr: 'invoiceId', eq: invoiceId } });

export async function isPeriodTaken(period: Period): Promise<boolean> {
  return Boolean(await findEntityItem(InvoicePeriodEntity, periodKey(period)));
}

/** Invoice numbers, INV-YYYY-NNNN: gap-free per year of issue (yearly-number-counter.ts). */
const invoiceNumbers = yearlyNumberCounter('InvoiceNumbers', (year) => invoiceKeys.numberCounter(year).PK);
export const lastInvoiceNumber = invoiceNumbers.last;
export const invoiceNumberTaken = invoiceNumbers.taken;

/**
 * Totals are always recomputed from the lines, never taken from a request:
 * lessons first by start, then the other lines as added; each discount follows
 * the lines above it, and tax applies to the taxable lines only (shared/invoices/line-amounts.ts).
 */
export function withTotals<T extends Pick<InvoiceRecord, 'lines' | 'taxRatePercent'>>(invoice: T) {
  const { lines, subtotalMinor, taxMinor, totalMinor } = lineTotals(
    orderLines(invoice.lines as readonly (InvoiceLineRecord & { lessonStart?: string })[]),
    invoice.taxRatePercent,
  );
  return { ...invoice, lines: lines as InvoiceLineRecord[], subtotalMinor, taxMinor, totalMinor };
}

/** An invoice's status, currency, period and dates, as every answer about it shows them. */
export function invoiceHeaderOf(invoice: InvoiceRecord) {
  const { status, currency, month, year, startDate, endDate, dueDate, createdAt } = invoice;
  return { status, currency, month, year, startDate, endDate, dueDate, createdAt };
}

export type InvoiceHeader = ReturnType<typeof invoiceHeaderOf>;

/** What a late cancellation or a make-up adds after the subject (docs/lesson-policy.md#billing). */
function lessonLineNote(line: LessonLineRecord): string {
  if (line.makeUp) return ' (make-up lesson, credit used)';
  return lateCancellationLineNote(line.lateCancellationPercent);
}

/** The share of the lesson's hours a line bills. */
const lineShare = (line: LessonLineRecord) =>
  line.makeUp ? 0 : line.lateCancellationPercent !== undefined ? line.lateCancellationPercent / 100 : 1;

/** The lesson a line bills, as every answer about the invoice shows it. */
export function billedLessonOf(line: LessonLineRecord) {
  const { lessonId, lessonDate, lessonTime, timezone, teacherName } = line;
  const subject = `${line.subject}${attendanceLineNote(line.attendance)}${lessonLineNote(line)}`;
  return { lessonId, lessonDate, lessonTime, timezone, subject, teacherName };
}

export type BilledLesson = ReturnType<typeof billedLessonOf>;

/** The lesson fields of a line that bills no lesson: empty, so clients that read only lessons still parse it. */
const noLesson = {
  lessonId: '',
  lessonDate: '',
  lessonTime: '',
  timezone: '',
  teacherName: '',
  duration: 0,
  rate: 0,
  currentRate: 0,
} as const;

function toItem(line: InvoiceLineRecord): InvoiceItem {
  if (isLessonLine(line))
    return {
      _id: line.id,
      kind: 'lesson',
      ...billedLessonOf(line),
      duration: line.durationMinutes,
      rate: toMajorUnits(line.rateMinor),
      currentRate: toMajorUnits(line.rateMinor),
      amount: toMajorUnits(line.amountMinor),
      description: billedLessonOf(line).subject,
      // A share of the lesson (a late cancellation) or none (a make-up) keeps quantity × price = amount.
      quantity: (line.durationMinutes / 60) * lineShare(line),
      unitPrice: toMajorUnits(line.rateMinor),
      taxable: true,
      ...(line.rateSource ? { rateSource: line.rateSource } : {}),
    };
  const common = {
    _id: line.id,
    ...noLesson,
    subject: line.description,
    description: line.description,
    amount: toMajorUnits(line.amountMinor),
  };
  if (line.kind === 'custom')
    return {
      ...common,
      kind: 'custom',
      quantity: line.quantity,
      unitPrice: toMajorUnits(line.unitPriceMinor),
      taxable: line.taxable,
    };
  return {
    ...common,
    kind: 'discount',
    quantity: 1,
    unitPrice: toMajorUnits(line.amountMinor),
    taxable: true,
    discount:
      line.discount.type === 'amount'
        ? { type: 'amount', value: toMajorUnits(line.discount.amountMinor) }
        : { type: 'percent', value: line.discount.percent },
  };
}

export function toInvoiceSummary(invoice: InvoiceRecord): InvoiceSummary {
  return {
    _id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    student: { _id: invoice.studentId, name: invoice.studentName, grade: invoice.studentGrade },
    parent: { _id: invoice.parentId, name: invoice.parentName, email: invoice.parentEmail },
    ...invoiceHeaderOf(invoice),
    updatedAt: invoice.updatedAt,
    ...(invoice.sentAt ? { sentAt: invoice.sentAt } : {}),
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    lessonCount: lessonLinesOf(invoice).length,
    subtotal: toMajorUnits(invoice.subtotalMinor),
    taxRate: invoice.taxRatePercent,
    tax: toMajorUnits(invoice.taxMinor),
    total: toMajorUnits(invoice.totalMinor),
    notes: invoice.notes,
    amountPaid: toMajorUnits(amountPaidMinor(invoice)),
    balanceDue: toMajorUnits(balanceMinor(invoice)),
    ...(invoice.voidedAt ? { voidedAt: invoice.voidedAt } : {}),
    ...(invoice.voidReason !== undefined ? { voidReason: invoice.voidReason } : {}),
    // Only on an invoice with credit notes, so every other invoice answers as it always has.
    ...(invoice.creditedMinor ? { amountCredited: toMajorUnits(invoice.creditedMinor) } : {}),
  };
}

function toPayment(payment: PaymentRecord): Payment {
  return {
    _id: payment.id,
    amount: toMajorUnits(payment.amountMinor),
    date: payment.date,
    method: payment.method,
    reference: payment.reference,
    recordedAt: payment.recordedAt,
  };
}

export function toInvoice(invoice: InvoiceRecord): Invoice {
  return {
    ...toInvoiceSummary(invoice),
    items: invoice.lines.map(toItem),
    payments: (invoice.payments ?? []).map(toPayment),
    ...(invoice.creditNotes?.length
      ? {
          creditNotes: invoice.creditNotes.map((note) => ({
            _id: note.id,
            number: note.number,
            total: toMajorUnits(note.totalMinor),
            issuedAt: note.issuedAt,
            ...(note.lineIds ? { itemIds: note.lineIds } : {}),
          })),
        }
      : {}),
  };
}

import type { LessonTimezone } from '../../shared/lesson-time';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { toMajorUnits, type Currency } from '../../shared/invoices/money';
import type { Invoice, InvoiceItem, InvoiceSummary } from '../../shared/schemas/invoice-schemas';
import type { PaymentMethod } from '../../shared/invoices/payment-methods';
import type { Payment } from '../../shared/schemas/payment-schemas';
import { amountPaidMinor, balanceMinor } from '../../shared/invoices/invoice-payments';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { getItem } from '../platform/table/get-item';
import { smallListLimit } from '../platform/table/query-items';
import type { TableItem } from '../platform/table/table-item';
import type { TableQuery } from '../platform/table/table-query';
import { putIfAbsent, remove, type TableWrite } from '../platform/table/table-write';

/** One billed lesson, copied from the lesson when it was added: later lesson edits never change an invoice. */
export interface InvoiceLineRecord {
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
}

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
 *   with attribute_not_exists in the generating transaction;
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

export function invoiceItem(invoice: InvoiceRecord) {
  return {
    ...invoiceKeys.primary(invoice.id),
    GSI2PK: invoiceKeys.studentPartition(invoice.studentId),
    GSI2SK: invoiceKeys.listSortKey(invoice),
    GSI3PK: invoiceKeys.familyPartition(invoice.parentId),
    GSI3SK: invoiceKeys.listSortKey(invoice),
    // Only the exported columns are copied to it (table-design.ts): the export reads no lines.
    ...invoiceKeys.exportIndex(invoice),
    // Sparse: only sent invoices are in the sweep's index, ordered by due date.
    ...(invoice.status === 'sent'
      ? { GSI1PK: invoiceKeys.sentByDuePartition, GSI1SK: `${invoice.dueDate}#${invoice.id}` }
      : {}),
    ...(invoice.status === 'overdue'
      ? { GSI1PK: invoiceKeys.overdueByDuePartition, GSI1SK: `${invoice.dueDate}#${invoice.id}` }
      : {}),
    entity: 'Invoice',
    ...invoice,
  };
}

export function invoiceFromItem(item: Record<string, unknown>): InvoiceRecord {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1,
    GSI1SK: _g1s,
    GSI2PK: _g2,
    GSI2SK: _g2s,
    GSI3PK: _g3,
    GSI3SK: _g3s,
    GSI4PK: _g4,
    GSI4SK: _g4s,
    entity: _entity,
    ...record
  } = item;
  return record as unknown as InvoiceRecord;
}

/** The invoice itself: created only if new, replaced or deleted only at the revision read. */
export function invoiceWrite(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): TableWrite {
  const atRevisionRead = (invoice: InvoiceRecord) => ({
    ConditionExpression: 'revision = :seen',
    ExpressionAttributeValues: { ':seen': invoice.revision },
  });
  if (!after) return remove(invoiceKeys.primary(before!.id), atRevisionRead(before!));
  if (!before) return putIfAbsent(invoiceItem(after));
  return { Put: { Item: invoiceItem(after), ...atRevisionRead(before) } };
}

/** One small row per list partition the invoice is in (listFiltersOf), newest first. */
export function invoiceListRowKey(partition: string, invoice: Pick<InvoiceRecord, 'createdAt' | 'id'>) {
  return { PK: partition, SK: invoiceKeys.listSortKey(invoice) };
}

export function invoiceListRowItem(partition: string, invoice: Pick<InvoiceRecord, 'createdAt' | 'id'>) {
  return { ...invoiceListRowKey(partition, invoice), entity: 'InvoiceListRow', invoiceId: invoice.id };
}

/**
 * A list row's invoice, and its issue instant when the row was read with its sort key
 * (`<createdAt>#<id>`; '' when a projection left it out, as the lists' own Queries do).
 */
export function invoiceListRowFromItem(row: TableItem): { invoiceId: string; createdAt: string } {
  const invoiceId = typeof row.invoiceId === 'string' ? row.invoiceId : '';
  const sortKey = typeof row.SK === 'string' ? row.SK : '';
  return {
    invoiceId,
    createdAt: sortKey.endsWith(`#${invoiceId}`) ? sortKey.slice(0, -(invoiceId.length + 1)) : '',
  };
}

/** The ids of a list partition, newest first, up to `limit`. */
export function invoiceListQuery(filter: InvoiceListFilter, limit: number): TableQuery {
  return {
    partition: invoiceKeys.listPartition(filter),
    attributes: ['invoiceId'],
    newestFirst: true,
    limit,
  };
}

/** A student's invoices (GSI2) or a family's (GSI3), newest first; each has a few a month at most. */
export const studentInvoicesQuery = (studentId: string): TableQuery => ({
  index: 'GSI2',
  partition: invoiceKeys.studentPartition(studentId),
  newestFirst: true,
  limit: smallListLimit,
});

export const familyInvoicesQuery = (parentId: string): TableQuery => ({
  index: 'GSI3',
  partition: invoiceKeys.familyPartition(parentId),
  newestFirst: true,
  limit: smallListLimit,
});

/** Sent invoices due before `day` (the sparse GSI1 holds only sent ones, by due date). */
export const sentDueBeforeQuery = (day: string): TableQuery => ({
  index: 'GSI1',
  partition: invoiceKeys.sentByDuePartition,
  sortKey: { below: day },
  limit: smallListLimit,
});

/**
 * Overdue invoices due from `from` to `to` (calendar dates, both included), longest
 * overdue first; `attributes` keeps a page small when only a few fields are needed.
 */
export const overdueDueBetweenQuery = (
  from: string,
  to: string,
  attributes?: readonly string[],
): TableQuery => ({
  index: 'GSI1',
  partition: invoiceKeys.overdueByDuePartition,
  // The sort key is `<due date>#<id>`: '#~' sorts after every id of the last day.
  sortKey: { between: [from, `${to}#~`] },
  ...(attributes ? { attributes } : {}),
});

type Period = Pick<InvoiceRecord, 'studentId' | 'year' | 'month' | 'currency'>;

/** Claims the student's period in that currency for the invoice: refused when another holds it. */
export const periodClaim = (period: Period, invoiceId: string): TableWrite =>
  putIfAbsent({ ...invoiceKeys.period(period), entity: 'InvoicePeriod', invoiceId });

/** Frees the period, only if this invoice is the one holding it. */
export const periodRelease = (period: Period, invoiceId: string): TableWrite =>
  remove(invoiceKeys.period(period), {
    ConditionExpression: 'invoiceId = :invoice',
    ExpressionAttributeValues: { ':invoice': invoiceId },
  });

export async function isPeriodTaken(period: Period): Promise<boolean> {
  return Boolean(await getItem(invoiceKeys.period(period), { consistentRead: true }));
}

/**
 * Numbers are sequential per year of issue with no gaps: the counter is SET
 * (not ADDed) to the next value on the condition that it still holds the
 * value read, in the same transaction as the invoice.
 */
export async function lastInvoiceNumber(year: number): Promise<number> {
  const item = await getItem(invoiceKeys.numberCounter(year), { consistentRead: true });
  return (item?.lastNumber as number | undefined) ?? 0;
}

export function invoiceNumberTaken(year: number, last: number): TableWrite {
  return {
    Update: {
      Key: invoiceKeys.numberCounter(year),
      UpdateExpression: 'SET lastNumber = :next',
      ConditionExpression: last === 0 ? 'attribute_not_exists(lastNumber)' : 'lastNumber = :last',
      ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
    },
  };
}

/** The invoice as committed, or undefined when there is none (what that means to the caller is the service's). */
export async function findInvoice(invoiceId: string): Promise<InvoiceRecord | undefined> {
  const item = await getItem(invoiceKeys.primary(invoiceId), { consistentRead: true });
  return item ? invoiceFromItem(item) : undefined;
}

/** Totals are always recomputed from the lines, never taken from a request. */
export function withTotals<T extends Pick<InvoiceRecord, 'lines' | 'taxRatePercent'>>(invoice: T) {
  const lines = [...invoice.lines].sort((a, b) => a.lessonStart.localeCompare(b.lessonStart));
  const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxMinor = Math.round((subtotalMinor * invoice.taxRatePercent) / 100);
  return { ...invoice, lines, subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

function toItem(line: InvoiceLineRecord): InvoiceItem {
  return {
    _id: line.id,
    lessonId: line.lessonId,
    lessonDate: line.lessonDate,
    lessonTime: line.lessonTime,
    timezone: line.timezone,
    subject: line.subject,
    teacherName: line.teacherName,
    duration: line.durationMinutes,
    rate: toMajorUnits(line.rateMinor),
    currentRate: toMajorUnits(line.rateMinor),
    amount: toMajorUnits(line.amountMinor),
  };
}

export function toInvoiceSummary(invoice: InvoiceRecord): InvoiceSummary {
  return {
    _id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    student: { _id: invoice.studentId, name: invoice.studentName, grade: invoice.studentGrade },
    parent: { _id: invoice.parentId, name: invoice.parentName, email: invoice.parentEmail },
    status: invoice.status,
    currency: invoice.currency,
    month: invoice.month,
    year: invoice.year,
    startDate: invoice.startDate,
    endDate: invoice.endDate,
    dueDate: invoice.dueDate,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    ...(invoice.sentAt ? { sentAt: invoice.sentAt } : {}),
    ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
    lessonCount: invoice.lines.length,
    subtotal: toMajorUnits(invoice.subtotalMinor),
    taxRate: invoice.taxRatePercent,
    tax: toMajorUnits(invoice.taxMinor),
    total: toMajorUnits(invoice.totalMinor),
    notes: invoice.notes,
    amountPaid: toMajorUnits(amountPaidMinor(invoice)),
    balanceDue: toMajorUnits(balanceMinor(invoice)),
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
  };
}

/**
 * The ids of the invoices issued (created) from `fromInstant` up to, not
 * including, `beforeInstant`, oldest first: the list partition every invoice
 * is in (no filter), whose sort key starts with the issue instant.
 */
export function invoicesIssuedBetweenQuery(fromInstant: string, beforeInstant: string): TableQuery {
  return {
    partition: invoiceKeys.listPartition({}),
    sortKey: { between: [fromInstant, beforeInstant] },
    attributes: ['invoiceId'],
  };
}

/**
 * The invoices issued in one month of the school's calendar (`2026-03`), from
 * `fromInstant` up to, not including, `beforeInstant`, oldest first: the
 * export index's slim copies, only the exported columns (no lines).
 */
export function exportedInvoicesQuery(
  issueMonth: string,
  fromInstant: string,
  beforeInstant: string,
): TableQuery {
  return {
    index: 'GSI4',
    partition: invoiceKeys.exportPartition(issueMonth),
    sortKey: { between: [fromInstant, beforeInstant] },
  };
}

import {
  creditAmountRefusal,
  creditableMinor,
  creditNoteNumber,
  creditNoteRefusal,
  creditOfLines,
  settleCredit,
  statusAfterCredit,
  vatSplitOfGross,
  type CreditAmounts,
} from '../../shared/invoices/credit-notes';
import { newId } from '../../shared/ids';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { CreditNoteCreateRequest } from '../../shared/schemas/credit-note-schemas';
import { activityPuts } from '../entities/activity-entity';
import {
  creditNoteNumberTaken,
  creditNotePut,
  familyCreditNotesPage,
  lastCreditNoteNumber,
  type CreditNoteLineRecord,
  type CreditNoteRecord,
} from '../entities/credit-note-entity';
import { familyCreditChange } from '../entities/family-credit-entity';
import { isLessonLine, type InvoiceLineRecord, type InvoiceRecord } from '../entities/invoice-entity';
import { HttpError, badRequest, conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import type { EntityWrite } from '../platform/table/table-write';
import {
  changedMeanwhile,
  revise,
  saveInvoiceChange,
  type InvoiceAudit,
} from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { isStaff, loadCreditNoteFor, toCreditNote } from '../shared-domains/billing/credit-note-view';

/** A custom line sent with `taxable: false`: the invoice charged no tax on it, so none is credited on it. */
const isUntaxedLine = (line: InvoiceLineRecord) => line.kind === 'custom' && !line.taxable;

/** What a credit note's line says of the invoice line it credits: the lesson as billed, or a fee by its description. */
function creditedLineOf(line: InvoiceLineRecord): CreditNoteLineRecord {
  return {
    id: line.id,
    lineId: line.id,
    description: isLessonLine(line)
      ? `${line.subject}, ${line.lessonDate} ${line.lessonTime} with ${line.teacherName} (${line.durationMinutes} min)`
      : line.description,
    amountMinor: line.amountMinor,
    // The Xero file gives it the no-VAT tax type, as it gave the invoice line (docs/exports.md, "Xero").
    ...(isUntaxedLine(line) ? { taxable: false } : {}),
  };
}

/**
 * A discount is credited as an amount instead: its share of the invoice's
 * tax depends on the lines above it (docs/invoice-lines.md). An untaxed line
 * is credited by line, without tax (creditOfLines).
 */
function refuseUncreditableLines(lines: readonly InvoiceLineRecord[]) {
  const uncreditable = lines.filter((line) => line.kind === 'discount');
  if (uncreditable.length)
    throw badRequest(
      `These lines cannot be credited one by one; credit an amount instead: ${uncreditable.map((line) => line.id).join(', ')}`,
    );
}

interface CreditPlan {
  lines: CreditNoteLineRecord[];
  amounts: CreditAmounts;
  lineIds?: string[];
}

/** The lines and amounts the request credits on the invoice as read, or the 400/409 saying why not. */
function planCredit(invoice: InvoiceRecord, request: CreditNoteCreateRequest, now: Date): CreditPlan {
  if (request.itemIds) {
    const byId = new Map(invoice.lines.map((line) => [line.id, line]));
    const missing = request.itemIds.filter((id) => !byId.has(id));
    if (missing.length) throw badRequest(`These lines are not on the invoice: ${missing.join(', ')}`);
    const credited = new Set((invoice.creditNotes ?? []).flatMap((note) => note.lineIds ?? []));
    const again = request.itemIds.filter((id) => credited.has(id));
    if (again.length) throw conflict(`These lines are already on a credit note: ${again.join(', ')}`);
    const lines = request.itemIds.map((id) => byId.get(id)!);
    refuseUncreditableLines(lines);
    const amounts = creditOfLines(
      lines.map((line) => line.amountMinor),
      invoice.taxRatePercent,
      creditableMinor(invoice),
      lines.filter(isUntaxedLine).reduce((sum, line) => sum + line.amountMinor, 0),
    );
    if (amounts.totalMinor <= 0) throw badRequest('These lines leave nothing to credit');
    return { lines: lines.map(creditedLineOf), amounts, lineIds: request.itemIds };
  }
  const amountMinor = toMinorUnits(request.amount!);
  const refusal = creditAmountRefusal(invoice, amountMinor);
  if (refusal) throw badRequest(refusal);
  const amounts = vatSplitOfGross(amountMinor, invoice.taxRatePercent);
  return {
    lines: [{ id: newId(now), description: `Credit: ${request.reason}`, amountMinor: amounts.subtotalMinor }],
    amounts,
  };
}

/** Staff and the family see it in their activity; the family is emailed it with its PDF, and the bell. */
function creditNoteNews(note: CreditNoteRecord, now: Date): EntityWrite[] {
  const amount = formatMoney(toMajorUnits(note.totalMinor), note.currency);
  const email = messagePuts(
    note.parentId,
    {
      kind: 'credit-note-issued',
      creditNoteId: note.id,
      creditNoteNumber: note.number,
      invoiceId: note.invoiceId,
      invoiceNumber: note.invoiceNumber,
      studentName: note.studentName,
      currency: note.currency,
      totalMinor: note.totalMinor,
      familyCreditMinor: note.familyCreditMinor,
      reason: note.reason,
    },
    now,
    [note.studentId],
  );
  return [
    ...email,
    ...activityPuts(
      {
        title: 'Credit note issued',
        description: `${note.number} credits ${amount} on ${note.invoiceNumber} for ${note.studentName}`,
        status: 'info',
        icon: 'file-text',
        category: 'invoices',
        studentId: note.studentId,
      },
      [{ kind: 'all' }, { kind: 'user', userId: note.parentId }],
      now,
    ),
  ];
}

class NumberTaken extends Error {}

/** A credit note that lost a race (for its number, or for the invoice) this many times in a row is refused. */
const attempts = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const lostRace = (error: unknown) =>
  error instanceof NumberTaken ||
  (error instanceof HttpError && error.statusCode === 409 && error.message === changedMeanwhile);

/**
 * One try: the invoice as it is now, the credit note numbered after the
 * counter as read, and in one transaction the counter (conditional on the
 * value read: gap-free, never a duplicate), the credit note, the invoice
 * (conditional on its revision: two credits at once cannot both fit in what
 * is left to credit), the family credit the excess becomes, and the audit entry.
 */
async function issueOnce(
  invoiceId: string,
  request: CreditNoteCreateRequest,
  audit: InvoiceAudit,
  now: Date,
): Promise<CreditNoteRecord> {
  const invoice = await loadInvoice(invoiceId);
  const refusal = creditNoteRefusal(invoice);
  if (refusal) throw conflict(refusal);
  const plan = planCredit(invoice, request, now);
  const settlement = settleCredit(plan.amounts.totalMinor, balanceMinor(invoice));
  const year = Number(schoolToday(now).slice(0, 4));
  const last = await lastCreditNoteNumber(year);
  const issuedAt = now.toISOString();
  const note: CreditNoteRecord = {
    id: newId(now),
    number: creditNoteNumber(year, last + 1),
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    studentId: invoice.studentId,
    studentName: invoice.studentName,
    parentId: invoice.parentId,
    parentName: invoice.parentName,
    parentEmail: invoice.parentEmail,
    currency: invoice.currency,
    lines: plan.lines,
    taxRatePercent: invoice.taxRatePercent,
    ...plan.amounts,
    familyCreditMinor: settlement.toFamilyCreditMinor,
    reason: request.reason,
    issuedAt,
    issuedBy: audit.principal.userId,
  };
  const credited = {
    ...invoice,
    creditedMinor: (invoice.creditedMinor ?? 0) + note.totalMinor,
    // The excess is held on the family's account: the invoice must not count it as taken off too.
    ...(settlement.toFamilyCreditMinor > 0
      ? { creditedToFamilyMinor: (invoice.creditedToFamilyMinor ?? 0) + settlement.toFamilyCreditMinor }
      : {}),
    creditNotes: [
      ...(invoice.creditNotes ?? []),
      {
        id: note.id,
        number: note.number,
        totalMinor: note.totalMinor,
        issuedAt,
        ...(plan.lineIds ? { lineIds: plan.lineIds } : {}),
      },
    ],
  };
  const status = statusAfterCredit(credited);
  const after = revise(
    credited,
    { status, ...(status === 'paid' && invoice.status !== 'paid' ? { paidAt: issuedAt } : {}) },
    now,
  );
  const familyCredit =
    settlement.toFamilyCreditMinor > 0
      ? familyCreditChange({
          parentId: invoice.parentId,
          currency: invoice.currency,
          amountMinor: settlement.toFamilyCreditMinor,
          reason: 'credit-note',
          creditNoteId: note.id,
          invoiceIds: [invoice.id],
          at: issuedAt,
        })
      : [];
  await saveInvoiceChange({
    before: invoice,
    after,
    with: [
      creditNoteNumberTaken(year, last),
      creditNotePut(note),
      ...familyCredit,
      ...creditNoteNews(note, now),
    ],
    refusalOf: (index) => (index === 0 ? new NumberTaken() : undefined),
    audit,
  });
  return note;
}

/** Issues the credit note, trying again (after a short random pause) when another change won the race. */
export async function issueCreditNote(
  invoiceId: string,
  request: CreditNoteCreateRequest,
  audit: InvoiceAudit,
): Promise<CreditNoteRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await issueOnce(invoiceId, request, audit, new Date());
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (attempt >= attempts)
        throw conflict('Many credit notes are being issued at once. Please try again.');
      await pause(5 + Math.random() * 20 * Math.min(attempt, 5));
    }
  }
}

export const createCreditNote: RouteService<RouteTable['invoices.issueCreditNote']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const note = await issueCreditNote(params.id, body, { principal, action: 'creditNote.issue', requestId });
  const amount = formatMoney(toMajorUnits(note.totalMinor), note.currency);
  return { data: toCreditNote(note, principal), message: `Credit note ${note.number} issued for ${amount}` };
};

export const getCreditNote: RouteService<RouteTable['invoices.creditNote']> = async ({
  params,
  principal,
}) => ({
  data: toCreditNote(await loadCreditNoteFor(principal, params.id), principal),
});

const defaultPageSize = 50;

/** A family's credit notes, newest first: staff name the family (parentId), a family reads its own. */
export const listCreditNotes: RouteService<RouteTable['invoices.creditNotes']> = async ({
  query,
  principal,
}) => {
  const parentId = isStaff(principal) ? query.parentId : principal.userId;
  if (!parentId) throw badRequest('parentId is required: the family whose credit notes to list');
  const page = await familyCreditNotesPage(parentId, {
    limit: query.limit ?? defaultPageSize,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return { data: page.items.map((note) => toCreditNote(note, principal)), nextCursor: page.nextCursor };
};

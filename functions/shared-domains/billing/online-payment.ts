import { newId } from '../../../shared/ids';
import { balanceMinor, statusAfterPayments } from '../../../shared/invoices/invoice-payments';
import { schoolToday } from '../../../shared/invoices/invoice-period';
import type { Currency } from '../../../shared/invoices/money';
import { familyCreditBalance, familyCreditChange } from '../../entities/family-credit-entity';
import {
  findInvoice,
  invoiceWrites,
  type InvoiceRecord,
  type PaymentRecord,
} from '../../entities/invoice-entity';
import { statsWrites } from '../../entities/invoice-stats-entity';
import {
  findStripePayment,
  stripeEventHandled,
  stripeEventMark,
  stripePaymentPut,
  type StripeAllocation,
  type StripePaymentRecord,
} from '../../entities/stripe-payment-entity';
import type { Principal } from '../../platform/access-tokens';
import { logger } from '../../platform/logger';
import { namedWrites, type WriteGroup } from '../../platform/table/named-writes';
import type { EntityWrite } from '../../platform/table/table-write';
import { countPaymentRecorded } from '../../platform/school-metrics';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import { writeNamedTransaction } from '../../platform/table/write-transaction';
import { auditPut } from '../audit/audit-put';
import { auditedInvoiceFields } from '../audit/audited-fields';
import { revise } from './invoice-change';
import { withPayment } from './invoice-payment';
import { creditNews, paymentNews, refundNews } from './payment-news';

/**
 * Who records what Stripe reports: no person, the school's own Stripe
 * account. Its audit entries and payments name `stripe` (no account has that
 * id) with the authority of the school's owner, who connected Stripe.
 */
export const stripePrincipal: Pick<Principal, 'userId' | 'role'> = { userId: 'stripe', role: 'super_admin' };

/** One invoice of a Checkout Session, as the session's signed metadata names it. */
export interface PlannedInvoice {
  invoiceId: string;
  /** Its balance when the session was made: its line's amount in Checkout. */
  amountMinor: number;
}

/** A Checkout Session Stripe reports paid, read from the signed event. */
export interface OnlinePayment {
  eventId: string;
  eventType: string;
  paymentIntentId: string;
  checkoutSessionId: string;
  parentId: string;
  currency: Currency;
  /** What Stripe charged (`amount_total`): the money to place, whatever the metadata says. */
  totalMinor: number;
  invoices: readonly PlannedInvoice[];
  method: 'card' | 'direct_debit';
  fee?: { minor: number; currency: string };
  /** When Stripe says the money was taken (the event's time). */
  paidAt: Date;
}

/** A refund Stripe reports on the charge of an online payment (`charge.refunded`). */
export interface OnlineRefund {
  eventId: string;
  eventType: string;
  paymentIntentId: string;
  /** The charge's `amount_refunded`: everything refunded so far, not this refund alone. */
  amountRefundedMinor: number;
}

export type EventOutcome = 'recorded' | 'already-handled';
export type RefundOutcome = EventOutcome | 'payment-unknown' | 'payment-not-settled';

/**
 * A round lost a race (another delivery of the same payment moved its
 * version, or the invoice changed meanwhile): the next round reads again.
 * Each round takes at least one step, so rounds are bounded by the invoices.
 */
const extraRounds = 8;

/** The transaction of one step; its `event` write, when present, is the event's mark. */
async function writeStep(
  groups: Record<string, WriteGroup>,
): Promise<'written' | 'event-handled' | 'lost-race'> {
  const transaction = namedWrites(groups);
  try {
    await writeNamedTransaction(transaction);
    return 'written';
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    return transaction.refusedBy(error).has('event') ? 'event-handled' : 'lost-race';
  }
}

/** An event that changes nothing but must be handled once (a Direct Debit pending, an event for a settled payment). */
export async function markStripeEvent(
  eventId: string,
  eventType: string,
  now: Date,
  news: EntityWrite[] = [],
): Promise<EventOutcome> {
  const outcome = await writeStep({ event: stripeEventMark(eventId, eventType, now), news });
  if (outcome === 'lost-race') throw new Error(`The mark of Stripe event ${eventId} was refused`);
  return outcome === 'written' ? 'recorded' : 'already-handled';
}

/** A repeated delivery is answered from its mark, without reading the payment again. */
export const stripeEventAlreadyHandled = stripeEventHandled;

function invoiceChange(
  before: InvoiceRecord,
  after: InvoiceRecord,
  action: 'payment.add' | 'payment.remove',
  eventId: string,
) {
  const [invoice, ...listRows] = invoiceWrites(before, after);
  return {
    invoice,
    listAndStats: [...listRows, ...statsWrites(before, after)],
    audit: auditPut({
      principal: stripePrincipal,
      action,
      target: { type: 'invoice', id: after.id },
      before: auditedInvoiceFields(before),
      after: auditedInvoiceFields(after),
      requestId: `stripe-event:${eventId}`,
    }),
  };
}

/** Whether money of this payment may go on the invoice: the family's own, in its currency. */
function belongsToPayment(
  invoice: InvoiceRecord | undefined,
  payment: OnlinePayment,
): invoice is InvoiceRecord {
  return Boolean(invoice && invoice.parentId === payment.parentId && invoice.currency === payment.currency);
}

function initialRecord(payment: OnlinePayment, now: Date): StripePaymentRecord {
  return {
    paymentIntentId: payment.paymentIntentId,
    checkoutSessionId: payment.checkoutSessionId,
    parentId: payment.parentId,
    currency: payment.currency,
    totalMinor: payment.totalMinor,
    method: payment.method,
    ...(payment.fee ? { feeMinor: payment.fee.minor, feeCurrency: payment.fee.currency } : {}),
    paidDate: schoolToday(payment.paidAt),
    allocations: [],
    settled: false,
    creditMinor: 0,
    creditRefundedMinor: 0,
    refundedMinor: 0,
    version: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * The next invoice of the session on its way to the record: what of the
 * money left goes on it (its balance at most; nothing when it is no longer
 * open, was deleted, or is another family's), and the writes that record it.
 */
function allocationStep(
  payment: OnlinePayment,
  record: StripePaymentRecord,
  planned: PlannedInvoice,
  invoice: InvoiceRecord | undefined,
  now: Date,
) {
  const placed = record.allocations.reduce((sum, allocation) => sum + allocation.appliedMinor, 0);
  const moneyLeft = payment.totalMinor - placed;
  const nothing = {
    allocation: {
      invoiceId: planned.invoiceId,
      plannedMinor: planned.amountMinor,
      appliedMinor: 0,
      refundedMinor: 0,
    },
    writes: undefined,
  };
  if (!belongsToPayment(invoice, payment)) return nothing;
  const amountMinor = Math.min(planned.amountMinor, balanceMinor(invoice), moneyLeft);
  if (amountMinor <= 0) return nothing;
  const recorded: PaymentRecord = {
    id: newId(now),
    amountMinor,
    date: record.paidDate,
    method: payment.method,
    reference: payment.paymentIntentId,
    recordedAt: now.toISOString(),
    recordedBy: stripePrincipal.userId,
    stripe: {
      checkoutSessionId: payment.checkoutSessionId,
      paymentIntentId: payment.paymentIntentId,
      ...(payment.fee ? { feeMinor: payment.fee.minor, feeCurrency: payment.fee.currency } : {}),
    },
  };
  const applied = withPayment(invoice, recorded, now);
  // Not open for payment (paid, draft, cancelled) or full of payments: the money is the family's credit.
  if (applied.refusal) return nothing;
  const allocation: StripeAllocation = {
    invoiceId: planned.invoiceId,
    plannedMinor: planned.amountMinor,
    appliedMinor: amountMinor,
    paymentId: recorded.id,
    refundedMinor: 0,
  };
  return {
    allocation,
    writes: {
      ...invoiceChange(applied.before, applied.after, 'payment.add', payment.eventId),
      news: paymentNews(applied.after, recorded, applied.balanceBefore - amountMinor, now),
    },
  };
}

/**
 * Records a paid Checkout Session: each of its invoices gets what it still
 * owed of its line (a payment with Stripe's ids and fee, the receipt email,
 * the bell and activity), and what no invoice needed becomes the family's
 * credit, never a negative balance. One invoice a transaction (the bell takes
 * one message per family in a transaction), each conditional on the payment
 * record's version; the last also holds the credit and the event's mark. A
 * delivery that stops halfway is finished by the next, and two at once
 * cannot both count the same money.
 */
export async function recordOnlinePayment(payment: OnlinePayment, now = new Date()): Promise<EventOutcome> {
  for (let round = 0; round < payment.invoices.length + extraRounds; round++) {
    const read = await findStripePayment(payment.paymentIntentId);
    if (read?.settled) return markStripeEvent(payment.eventId, payment.eventType, now);
    const record = read ?? initialRecord(payment, now);
    const planned = payment.invoices[record.allocations.length]!;
    const step = allocationStep(payment, record, planned, await findInvoice(planned.invoiceId), now);
    const allocations = [...record.allocations, step.allocation];
    const last = allocations.length === payment.invoices.length;
    const creditMinor = last
      ? payment.totalMinor - allocations.reduce((sum, allocation) => sum + allocation.appliedMinor, 0)
      : 0;
    const next: StripePaymentRecord = {
      ...record,
      allocations,
      settled: last,
      creditMinor,
      version: record.version + 1,
      updatedAt: now.toISOString(),
    };
    const credit = creditMinor > 0 && [
      ...familyCreditChange({
        parentId: payment.parentId,
        currency: payment.currency,
        amountMinor: creditMinor,
        reason: 'overpayment',
        paymentIntentId: payment.paymentIntentId,
        invoiceIds: payment.invoices.map((invoice) => invoice.invoiceId),
        at: now.toISOString(),
      }),
      ...creditNews(payment.parentId, payment.currency, creditMinor, 'added', [], now),
    ];
    const outcome = await writeStep({
      payment: stripePaymentPut(next, read?.version),
      event: last && stripeEventMark(payment.eventId, payment.eventType, now),
      ...step.writes,
      credit,
    });
    if (outcome === 'event-handled') return 'already-handled';
    if (outcome === 'written' && last) {
      countPaymentRecorded();
      return 'recorded';
    }
  }
  throw new Error(`The online payment ${payment.paymentIntentId} kept losing races`);
}

/** The invoice with `pieceMinor` less of its online payment: the payment shrinks, or goes when nothing is left. */
function withRefund(invoice: InvoiceRecord, paymentId: string, pieceMinor: number, now: Date) {
  const payments = invoice.payments ?? [];
  const paid = payments.find((candidate) => candidate.id === paymentId);
  if (!paid) return undefined;
  const taken = Math.min(pieceMinor, paid.amountMinor);
  const left = paid.amountMinor - taken;
  const refunded: PaymentRecord = {
    ...paid,
    amountMinor: left,
    ...(paid.stripe
      ? { stripe: { ...paid.stripe, refundedMinor: (paid.stripe.refundedMinor ?? 0) + taken } }
      : {}),
  };
  const after = revise(
    invoice,
    {
      payments:
        left > 0
          ? payments.map((one) => (one === paid ? refunded : one))
          : payments.filter((one) => one !== paid),
    },
    now,
  );
  after.status = statusAfterPayments(after, now);
  if (after.status !== 'paid') delete after.paidAt;
  return { after, taken, method: paid.method };
}

/** The next piece of a refund to place: the payment's credit first (money no invoice needed), then its invoices, last first. */
function nextRefundTarget(record: StripePaymentRecord) {
  const creditLeft = record.creditMinor - record.creditRefundedMinor;
  if (creditLeft > 0) return { kind: 'credit' as const, leftMinor: creditLeft };
  for (let index = record.allocations.length - 1; index >= 0; index--) {
    const allocation = record.allocations[index]!;
    const left = allocation.appliedMinor - allocation.refundedMinor;
    if (left > 0) return { kind: 'invoice' as const, index, allocation, leftMinor: left };
  }
  return undefined;
}

/**
 * Takes a refund made in Stripe off what the payment placed: first its
 * credit, then its invoices from the last, each invoice reopening (sent, or
 * overdue past its due date) as a removed payment does. Stripe reports the
 * total refunded so far, so a refund delivered twice, or an earlier one
 * delivered after a later, takes nothing more. A refund of a payment not yet
 * recorded takes nothing and says so, for Stripe to deliver it again later.
 */
export async function recordOnlineRefund(refund: OnlineRefund, now = new Date()): Promise<RefundOutcome> {
  for (let round = 0; ; round++) {
    const record = await findStripePayment(refund.paymentIntentId);
    if (!record) return 'payment-unknown';
    if (!record.settled) return 'payment-not-settled';
    if (round > record.allocations.length + extraRounds)
      throw new Error(`The refund of ${refund.paymentIntentId} kept losing races`);
    const deltaMinor = refund.amountRefundedMinor - record.refundedMinor;
    if (deltaMinor <= 0) return markStripeEvent(refund.eventId, refund.eventType, now);
    const target = nextRefundTarget(record);
    const pieceMinor = target ? Math.min(deltaMinor, target.leftMinor) : deltaMinor;
    const last = pieceMinor === deltaMinor;
    const next: StripePaymentRecord = {
      ...record,
      refundedMinor: record.refundedMinor + pieceMinor,
      version: record.version + 1,
      updatedAt: now.toISOString(),
    };
    let writes: Record<string, WriteGroup> = {};
    if (!target) {
      // More refunded than this payment placed (it cannot be, unless the charge is not only ours): nothing to take.
      logger.warn('refund beyond the online payment', {
        paymentIntentId: refund.paymentIntentId,
        deltaMinor,
      });
    } else if (target.kind === 'credit') {
      next.creditRefundedMinor = record.creditRefundedMinor + pieceMinor;
      const balance = await familyCreditBalance(record.parentId, record.currency);
      const taken = Math.min(balance, pieceMinor);
      writes = {
        credit: taken > 0 && [
          ...familyCreditChange({
            parentId: record.parentId,
            currency: record.currency,
            amountMinor: -taken,
            reason: 'refund',
            paymentIntentId: record.paymentIntentId,
            invoiceIds: record.allocations.map((allocation) => allocation.invoiceId),
            at: now.toISOString(),
          }),
          ...creditNews(record.parentId, record.currency, taken, 'refunded', [], now),
        ],
      };
    } else {
      next.allocations = record.allocations.map((allocation, index) =>
        index === target.index
          ? { ...allocation, refundedMinor: allocation.refundedMinor + pieceMinor }
          : allocation,
      );
      const invoice = await findInvoice(target.allocation.invoiceId);
      const refunded = invoice && withRefund(invoice, target.allocation.paymentId!, pieceMinor, now);
      // A payment staff removed (or an invoice deleted) since: nothing left on the invoice to take it from.
      if (invoice && refunded && refunded.taken > 0)
        writes = {
          ...invoiceChange(invoice, refunded.after, 'payment.remove', refund.eventId),
          news: refundNews(refunded.after, refunded.taken, refunded.method, now),
        };
    }
    const outcome = await writeStep({
      payment: stripePaymentPut(next, record.version),
      event: last && stripeEventMark(refund.eventId, refund.eventType, now),
      ...writes,
    });
    if (outcome === 'event-handled') return 'already-handled';
    if (outcome === 'written' && last) return 'recorded';
  }
}

import { newId } from '../../shared/ids';
import { creditNoteRefundRefusal } from '../../shared/invoices/credit-notes';
import { paymentDateRefusal } from '../../shared/invoices/invoice-payments';
import { toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  creditNoteRefundPut,
  findCreditNote,
  type CreditNoteRecord,
  type CreditNoteRefundRecord,
} from '../entities/credit-note-entity';
import { familyCreditBalance, familyCreditChange } from '../entities/family-credit-entity';
import { findInvoice } from '../entities/invoice-entity';
import { readPaymentSettings } from '../entities/payment-settings-entity';
import {
  findStripePayment,
  stripePaymentPut,
  type StripePaymentRecord,
} from '../entities/stripe-payment-entity';
import { badRequest, conflict, HttpError, notFound } from '../platform/http-errors';
import { logger } from '../platform/logger';
import { readPaymentSecrets } from '../platform/payment-secrets';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { creditNoteNotFound, toCreditNote } from '../shared-domains/billing/credit-note-view';
import { onlinePaymentOffered } from './payment-settings';
import { stripeClient, stripeUnavailableError } from './stripe-client';

/** The invoice's online payment a refund goes back on, and the key to reach Stripe with. */
interface OnlineRefund {
  record: StripePaymentRecord;
  secretKey: string;
}

/**
 * Where the money goes back through Stripe: online payment is on and the
 * invoice was paid online with a PaymentIntent that still holds the amount
 * (what Stripe charged less what was refunded of it), newest first.
 * Otherwise undefined: staff pay it back themselves and record how.
 */
async function onlineRefundOf(
  note: CreditNoteRecord,
  amountMinor: number,
): Promise<OnlineRefund | undefined> {
  const invoice = await findInvoice(note.invoiceId);
  const intents = (invoice?.payments ?? []).flatMap((payment) =>
    payment.stripe ? [payment.stripe.paymentIntentId] : [],
  );
  if (intents.length === 0) return undefined;
  const [settings, secrets] = await Promise.all([readPaymentSettings(), readPaymentSecrets()]);
  if (!onlinePaymentOffered(settings) || !secrets.stripeSecretKey) return undefined;
  for (const paymentIntentId of [...new Set(intents)].reverse()) {
    const record = await findStripePayment(paymentIntentId);
    if (record && record.totalMinor - record.refundedMinor >= amountMinor)
      return { record, secretKey: secrets.stripeSecretKey };
  }
  return undefined;
}

/**
 * The refund made in Stripe on the PaymentIntent. The idempotency key names
 * the credit note, what it had refunded before and the amount: a retry of the
 * same refund (after a lost answer, or a write that lost a race) gets the
 * same Stripe refund back instead of paying twice.
 */
async function refundInStripe(online: OnlineRefund, note: CreditNoteRecord, amountMinor: number) {
  try {
    return await stripeClient(online.secretKey).refunds.create(
      {
        payment_intent: online.record.paymentIntentId,
        amount: amountMinor,
        metadata: { creditNoteId: note.id, creditNoteNumber: note.number },
      },
      { idempotencyKey: `credit-note-refund-${note.id}-${note.refundedMinor ?? 0}-${amountMinor}` },
    );
  } catch (error) {
    throw stripeUnavailableError(error, 'Stripe refused a refund');
  }
}

/**
 * POST /credit-notes/{id}/refunds: pays (part of) the family credit a credit
 * note created back to the family. Through Stripe, on the invoice's online
 * payment, when the invoice was paid online and online payment is on (this
 * is the one function that bundles the Stripe SDK); otherwise staff record how
 * they paid it. In one transaction: the credit note's refund (conditional on
 * the refunds read), the family credit taken down (conditional on the balance
 * covering it: never below zero), the online payment's refunded amount (so
 * Stripe's refund event later takes nothing more), and the audit entry.
 */
export const refundCreditNote: RouteService<RouteTable['payments.creditNoteRefund']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const note = await findCreditNote(params.id);
  if (!note) throw notFound(creditNoteNotFound);
  const now = new Date();
  const amountMinor = toMinorUnits(body.amount);
  const balance = await familyCreditBalance(note.parentId, note.currency);
  const refusal = creditNoteRefundRefusal(note, amountMinor, balance);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const dateRefusal = paymentDateRefusal({ createdAt: note.issuedAt }, body.date, now);
  if (dateRefusal) throw badRequest(dateRefusal);

  const online = await onlineRefundOf(note, amountMinor);
  const stripeRefund = online ? await refundInStripe(online, note, amountMinor) : undefined;
  const refund: CreditNoteRefundRecord = {
    id: newId(now),
    amountMinor,
    date: body.date,
    method: body.method,
    reference: body.reference || stripeRefund?.id || '',
    recordedAt: now.toISOString(),
    recordedBy: principal.userId,
    ...(stripeRefund && online
      ? { stripeRefundId: stripeRefund.id, paymentIntentId: online.record.paymentIntentId }
      : {}),
  };
  const refundedBefore = note.refundedMinor ?? 0;
  const next: CreditNoteRecord = {
    ...note,
    refundedMinor: refundedBefore + amountMinor,
    refunds: [...(note.refunds ?? []), refund],
  };
  const transaction = namedWrites({
    note: creditNoteRefundPut(next, refundedBefore),
    credit: familyCreditChange({
      parentId: note.parentId,
      currency: note.currency,
      amountMinor: -amountMinor,
      reason: 'credit-note-refund',
      creditNoteId: note.id,
      invoiceIds: [note.invoiceId],
      at: now.toISOString(),
    }),
    stripe:
      online &&
      stripePaymentPut(
        {
          ...online.record,
          refundedMinor: online.record.refundedMinor + amountMinor,
          version: online.record.version + 1,
          updatedAt: now.toISOString(),
        },
        online.record.version,
      ),
    audit: auditPut({
      principal,
      action: 'creditNote.refund',
      target: { type: 'invoice', id: note.invoiceId },
      before: { creditNote: note.number, refundedMinor: refundedBefore },
      after: {
        creditNote: note.number,
        refundedMinor: next.refundedMinor,
        method: refund.method,
        ...(refund.stripeRefundId ? { stripeRefundId: refund.stripeRefundId } : {}),
      },
      requestId,
      now,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const refused = transaction.refusedBy(error);
    if (stripeRefund)
      logger.error('a refund made in Stripe was not recorded: retrying the request records it', {
        creditNoteId: note.id,
        stripeRefundId: stripeRefund.id,
      });
    if (refused.has('credit'))
      throw conflict("The family's credit changed meanwhile: it cannot go below zero");
    if (refused.has('note') || refused.has('stripe'))
      throw conflict('This credit note was refunded meanwhile. Please reload and try again.');
    throw error;
  }
  return { data: toCreditNote(next, principal), message: 'Refund recorded' };
};

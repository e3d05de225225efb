import {
  Entity,
  GetItemCommand,
  PutTransaction,
  boolean,
  item,
  list,
  map,
  number,
  prefix,
  string,
} from 'dynamodb-toolbox';
import { currencies, type Currency } from '../../shared/invoices/money';
import { timeToLiveAttributeName } from '../platform/table-design';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/*
 * What the Stripe webhook keeps (docs/payments.md):
 * - `STRIPE_EVENT#<eventId>`: the mark that an event was handled, put only if
 *   absent in the transaction that makes its change, so a delivery repeated
 *   any number of times changes nothing more;
 * - `STRIPE_PAYMENT#<paymentIntentId>`: one online payment (a Checkout
 *   Session paid): what it was meant to pay, what it paid so far, what became
 *   credit and what Stripe refunded. Every step of recording it is a
 *   transaction conditional on the record's version, so two deliveries at
 *   once never both count the same money.
 */

/** Stripe resends an event for up to 3 days, and a school may resend one by hand within 30; kept far longer. */
const eventMarkRetentionSeconds = 400 * 24 * 60 * 60;

const StripeEventEntity = new Entity({
  name: 'StripeEvent',
  table: schoolTable,
  timestamps: false,
  schema: item({
    eventId: string().key().savedAs('PK').transform(prefix('STRIPE_EVENT')),
    marker: string().key().savedAs('SK').const('EVENT').hidden(),
    type: string(),
    handledAt: string(),
    expiresAt: number().savedAs(timeToLiveAttributeName),
  }),
});

/** The mark that `eventId` was handled: refused when it was handled before. */
export function stripeEventMark(eventId: string, type: string, now: Date): EntityWrite {
  return StripeEventEntity.build(PutTransaction)
    .item({
      eventId,
      type,
      handledAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + eventMarkRetentionSeconds,
    })
    .options({ condition: { attr: 'eventId', exists: false } });
}

/** Whether the event was handled already (a strongly consistent read: a retry just after must see it). */
export async function stripeEventHandled(eventId: string): Promise<boolean> {
  const { Item } = await StripeEventEntity.build(GetItemCommand)
    .key({ eventId })
    .options({ consistent: true, attributes: ['eventId'] })
    .send();
  return Boolean(Item);
}

/** One invoice of the payment: what the Checkout Session charged for it, what it paid, what was refunded. */
export interface StripeAllocation {
  invoiceId: string;
  /** The invoice's balance when the session was made (its line in Checkout). */
  plannedMinor: number;
  /** What was recorded on the invoice: 0 when it was paid by other means meanwhile (all credit). */
  appliedMinor: number;
  /** The invoice's payment that holds it, when `appliedMinor` > 0. */
  paymentId?: string;
  refundedMinor: number;
}

export interface StripePaymentRecord {
  paymentIntentId: string;
  checkoutSessionId: string;
  parentId: string;
  currency: Currency;
  /** What Stripe charged (`amount_total`), in minor units. */
  totalMinor: number;
  method: 'card' | 'direct_debit';
  feeMinor?: number;
  feeCurrency?: string;
  /** The day the money was taken, on the school's calendar. */
  paidDate: string;
  /** The session's invoices in its order; those not yet reached are absent. */
  allocations: StripeAllocation[];
  /** Every invoice reached: what was not recorded on invoices is the family's credit. */
  settled: boolean;
  creditMinor: number;
  creditRefundedMinor: number;
  /** Stripe's `amount_refunded` as far as it has been taken off invoices and credit. */
  refundedMinor: number;
  /** Grows with every write; each write is conditional on the version read. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

const StripePaymentEntity = new Entity({
  name: 'StripePayment',
  table: schoolTable,
  timestamps: false,
  schema: item({
    paymentIntentId: string().key().savedAs('PK').transform(prefix('STRIPE_PAYMENT')),
    marker: string().key().savedAs('SK').const('PAYMENT').hidden(),
    checkoutSessionId: string(),
    parentId: string(),
    currency: string().enum(...currencies),
    totalMinor: number(),
    method: string().enum('card', 'direct_debit'),
    feeMinor: number().optional(),
    feeCurrency: string().optional(),
    paidDate: string(),
    allocations: list(
      map({
        invoiceId: string(),
        plannedMinor: number(),
        appliedMinor: number(),
        paymentId: string().optional(),
        refundedMinor: number(),
      }),
    ),
    settled: boolean(),
    creditMinor: number(),
    creditRefundedMinor: number(),
    refundedMinor: number(),
    version: number(),
    createdAt: string(),
    updatedAt: string(),
  }),
});

/** The payment as read, or undefined when no step of it was recorded yet. */
export async function findStripePayment(paymentIntentId: string): Promise<StripePaymentRecord | undefined> {
  const { Item } = await StripePaymentEntity.build(GetItemCommand)
    .key({ paymentIntentId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * The payment's next state, written only over the version it was read at
 * (`previousVersion`), or only if absent when it is the first step.
 */
export function stripePaymentPut(
  next: StripePaymentRecord,
  previousVersion: number | undefined,
): EntityWrite {
  return StripePaymentEntity.build(PutTransaction)
    .item(next)
    .options({
      condition:
        previousVersion === undefined
          ? { attr: 'paymentIntentId', exists: false }
          : { attr: 'version', eq: previousVersion },
    });
}

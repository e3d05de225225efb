import { performance } from 'node:perf_hooks';
import type { InvoiceRecord } from '../functions/entities/invoice-entity';
import { findInvoice } from '../functions/entities/invoice-entity';
import { findStripePayment } from '../functions/entities/stripe-payment-entity';
import { startLocalRuntime } from '../functions/local/local-runtime';
import { dynamo } from '../functions/platform/dynamo-client';
import { writePaymentSecrets } from '../functions/platform/payment-secrets';
import { environmentVariableNames, tableName } from '../functions/platform/runtime-config';
import { encodeCheckoutMetadata } from '../functions/payments/checkout-metadata';
import { BatchWriter } from './batch-writer';
import { invoiceItems } from './school-invoices';
import { SeededRandom } from './seeded-random';
import {
  completedSession,
  signedDelivery,
  startStripeRecorder,
  stripeEvent,
  testStripeKeys,
} from '../tests/api/support/stripe-recorder';

/**
 * `node --import tsx bench/stripe-webhooks.ts [deliveries]`: Stripe's webhook
 * under load, over HTTP against a local runtime (in-memory DynamoDB Local,
 * the SDK pointed at the tests' Stripe recorder for the fee). `deliveries`
 * (2,000 unless given) signed events, 10 % of them a second delivery of an
 * event and 10 % out of order (a Direct Debit's success before its checkout,
 * a refund before its payment, which is answered 409 and delivered again
 * later, as Stripe does), 8 in flight at once. Reports the time per
 * delivery, the DynamoDB commands and items written per delivery, and
 * whether every payment and refund was recorded exactly once. A benchmark:
 * it reports, it asserts nothing. Writes nothing to the repository.
 */
process.env.LOG_LEVEL ??= 'error';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const deliveries = Number(process.argv[2] ?? 2000);
const inFlight = 8;

const random = new SeededRandom('stripe-webhooks');
const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
const newBenchId = () => `6a000000${hex(16)}`;

interface PlannedPayment {
  invoice: InvoiceRecord;
  paymentIntent: string;
  kind: 'card' | 'bacs';
  /** Bacs: success delivered before the checkout; refund: delivered before the payment. */
  outOfOrder: boolean;
  refundMinor?: number;
  events: { id: string; body: unknown; label: string }[];
}

function invoiceOf(index: number, parentId: string): InvoiceRecord {
  const totalMinor = 4_000 + (index % 7) * 500;
  const createdAt = new Date(Date.UTC(2030, 0, 1) + index * 60_000).toISOString();
  return {
    id: newBenchId(),
    invoiceNumber: `INV-2030-${String(index + 1).padStart(5, '0')}`,
    studentId: newBenchId(),
    studentName: `Student ${index + 1}`,
    studentGrade: 'Year 7',
    parentId,
    parentName: 'Bench Family',
    parentEmail: 'bench.family@school.example',
    status: 'sent',
    currency: 'GBP',
    month: 1,
    year: 2030,
    startDate: '2030-01-01',
    endDate: '2030-01-31',
    dueDate: '2099-01-31',
    createdAt,
    updatedAt: createdAt,
    sentAt: createdAt,
    lines: [],
    subtotalMinor: totalMinor,
    taxRatePercent: 0,
    taxMinor: 0,
    totalMinor,
    notes: '',
    revision: 2,
  };
}

/** The mix: card payments, Direct Debits (two events each), partial refunds of card payments. */
function planPayments(): { payments: PlannedPayment[]; duplicates: number; refundRetries: number } {
  const duplicates = Math.round(deliveries * 0.1);
  const outOfOrder = Math.round(deliveries * 0.1);
  const earlyRefunds = Math.floor(outOfOrder / 2);
  const earlySuccesses = outOfOrder - earlyRefunds;
  const refunds = Math.round(deliveries * 0.1);
  const bacs = Math.round(deliveries * 0.0875);
  // Every delivery is an event once, a duplicate, or an early refund's second delivery.
  const card = deliveries - duplicates - earlyRefunds - refunds - 2 * bacs;
  const families = Array.from({ length: 100 }, newBenchId);
  const payments: PlannedPayment[] = [];
  for (let index = 0; index < card + bacs; index++) {
    const kind = index < card ? 'card' : 'bacs';
    const invoice = invoiceOf(index, families[index % families.length]!);
    const paymentIntent = `pi_bench_${hex(20)}`;
    const metadata = encodeCheckoutMetadata({
      parentId: invoice.parentId,
      currency: 'GBP',
      invoices: [{ invoiceId: invoice.id, amountMinor: invoice.totalMinor }],
    });
    const session = {
      id: `cs_bench_${hex(20)}`,
      object: 'checkout.session',
      amount_total: invoice.totalMinor,
      currency: 'gbp',
      metadata,
      mode: 'payment',
    };
    const refunded = kind === 'card' && index < refunds;
    const planned: PlannedPayment = {
      invoice,
      paymentIntent,
      kind,
      outOfOrder: kind === 'card' ? index < earlyRefunds : index - card < earlySuccesses,
      ...(refunded ? { refundMinor: Math.floor(invoice.totalMinor / 10) } : {}),
      events: [],
    };
    const event = (type: string, object: Record<string, unknown>, label: string) => {
      const body = stripeEvent(type, object, { id: `evt_bench_${hex(20)}` });
      return { id: body.id, body, label };
    };
    if (kind === 'card') {
      planned.events.push(
        event('checkout.session.completed', completedSession(session, { paymentIntent }), 'completed'),
      );
      if (refunded)
        planned.events.push(
          event(
            'charge.refunded',
            {
              id: `ch_bench_${hex(20)}`,
              object: 'charge',
              amount: invoice.totalMinor,
              amount_refunded: planned.refundMinor,
              currency: 'gbp',
              payment_intent: paymentIntent,
              metadata,
            },
            'refund',
          ),
        );
    } else {
      planned.events.push(
        event(
          'checkout.session.completed',
          completedSession(session, { paymentIntent, paymentStatus: 'unpaid' }),
          'bacs-completed',
        ),
        event(
          'checkout.session.async_payment_succeeded',
          completedSession(session, { paymentIntent, paymentStatus: 'paid' }),
          'bacs-succeeded',
        ),
      );
    }
    if (planned.outOfOrder) planned.events.reverse();
    payments.push(planned);
  }
  return { payments, duplicates, refundRetries: earlyRefunds };
}

/** The delivery order: payments shuffled, each payment's events in its (possibly reversed) order, duplicates sprinkled after their first delivery. */
function deliveryOrder(payments: readonly PlannedPayment[], duplicates: number) {
  const shuffled = [...payments];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const order = shuffled.flatMap((payment) => payment.events);
  const chosen = new Set<number>();
  while (chosen.size < duplicates) chosen.add(random.int(0, order.length - 1));
  // Inserted from the end, so earlier positions stay put; some land next to the first delivery (at once), some later.
  for (const position of [...chosen].sort((a, b) => b - a))
    order.splice(Math.min(order.length, position + 1 + random.int(0, 12)), 0, order[position]!);
  return order;
}

interface DynamoCounts {
  commands: Map<string, number>;
  itemsWritten: number;
  refusedTransactions: number;
}

/** Counts every DynamoDB command the in-process runtime sends, and the items its writes carry. */
function countDynamo(): DynamoCounts {
  const counts: DynamoCounts = { commands: new Map(), itemsWritten: 0, refusedTransactions: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'Unknown').replace(/Command$/, '');
      counts.commands.set(name, (counts.commands.get(name) ?? 0) + 1);
      const input = args.input as { TransactItems?: unknown[]; RequestItems?: Record<string, unknown[]> };
      if (input.TransactItems) counts.itemsWritten += input.TransactItems.length;
      else if (/^(Put|Update|Delete)/.test(name)) counts.itemsWritten += 1;
      try {
        return await next(args);
      } catch (error) {
        if ((error as Error).name === 'TransactionCanceledException') counts.refusedTransactions += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'stripeBenchCounter' },
  );
  return counts;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const recorder = await startStripeRecorder();
  process.env[environmentVariableNames.stripeApiBase] = recorder.baseUrl;
  const runtime = await startLocalRuntime({ port: 0, webRoot: '/nonexistent' });
  try {
    await writePaymentSecrets(testStripeKeys);
    const { payments, duplicates, refundRetries } = planPayments();
    for (const payment of payments)
      recorder.paymentIntents.set(payment.paymentIntent, {
        amount: payment.invoice.totalMinor,
        currency: 'gbp',
        metadata: {},
        paidWith: payment.kind === 'bacs' ? 'bacs_debit' : 'card',
        fee: 20 + Math.round(payment.invoice.totalMinor * 0.015),
        feeCurrency: 'gbp',
      });
    const writer = new BatchWriter({ client: dynamo(), tableName: tableName() });
    for (const payment of payments) await writer.putAll(invoiceItems(payment.invoice));
    await writer.flush();

    const queue = deliveryOrder(payments, duplicates);
    const counts = countDynamo();
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const url = `${runtime.url}/api/payments/stripe/webhook`;
    let sent = 0;
    let retried = 0;
    const startedAt = performance.now();
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const delivery = signedDelivery(next.body, testStripeKeys.stripeWebhookSecret);
        const began = performance.now();
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          body: delivery.payload,
        });
        await answer.arrayBuffer();
        latencies.push(performance.now() - began);
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        // Stripe delivers a refused event again later: here, at the back of the queue.
        if (answer.status !== 200) {
          retried += 1;
          queue.push(next);
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const elapsedMs = performance.now() - startedAt;

    // Exactly once: each invoice holds one payment of its PaymentIntent, of the amount less any refund.
    let paymentsOnce = 0;
    let refundsOnce = 0;
    const wrong: string[] = [];
    for (const payment of payments) {
      const invoice = await findInvoice(payment.invoice.id);
      const record = await findStripePayment(payment.paymentIntent);
      const mine = (invoice?.payments ?? []).filter((one) => one.reference === payment.paymentIntent);
      const expected = payment.invoice.totalMinor - (payment.refundMinor ?? 0);
      const method = payment.kind === 'bacs' ? 'direct_debit' : 'card';
      const once =
        mine.length === 1 &&
        mine[0]!.amountMinor === expected &&
        mine[0]!.method === method &&
        record?.settled;
      if (once) paymentsOnce += 1;
      else wrong.push(payment.paymentIntent);
      if (payment.refundMinor !== undefined && once && record.refundedMinor === payment.refundMinor)
        refundsOnce += 1;
    }
    const refundsPlanned = payments.filter((payment) => payment.refundMinor !== undefined).length;

    latencies.sort((a, b) => a - b);
    const per = (value: number) => (value / sent).toFixed(2);
    const writeCommands = [...counts.commands]
      .filter(([name]) => /^(TransactWrite|Put|Update|Delete|BatchWrite)/.test(name))
      .reduce((sum, [, n]) => sum + n, 0);
    const byCommand = [...counts.commands]
      .sort(([, a], [, b]) => b - a)
      .map(([name, n]) => `${name} ${per(n)}`)
      .join(', ');
    process.stdout.write(
      [
        `deliveries: ${sent} (${payments.length} payments: ${payments.filter((p) => p.kind === 'bacs').length} Direct Debit, ${refundsPlanned} refunded in part; ${duplicates} duplicate deliveries; ${payments.filter((p) => p.outOfOrder).length} payments with events out of order; ${retried} answered non-200 and delivered again)`,
        `answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`,
        `time: ${(elapsedMs / 1000).toFixed(1)} s, ${(elapsedMs / sent).toFixed(1)} ms a delivery at ${inFlight} in flight (${((sent / elapsedMs) * 1000).toFixed(0)} a second); one delivery's latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
        `DynamoDB per delivery: ${per(writeCommands)} write commands carrying ${per(counts.itemsWritten)} items; ${per(counts.refusedTransactions)} refused transactions; all commands: ${byCommand}`,
        `exactly once: payments ${paymentsOnce}/${payments.length}, refunds ${refundsOnce}/${refundsPlanned}${wrong.length ? `; not once: ${wrong.slice(0, 5).join(', ')}` : ''}`,
        `(early refunds planned: ${refundRetries})`,
      ].join('\n') + '\n',
    );
  } finally {
    await runtime.stop();
    await recorder.stop();
  }
}

await main();

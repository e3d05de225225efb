import type Stripe from 'stripe';
import { familyVisibleStatuses } from '../../shared/invoices/invoice-statuses';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import type { RouteTable } from '../../shared/routes/route-table';
import { findInvoices, type InvoiceRecord } from '../entities/invoice-entity';
import { readPaymentSettings } from '../entities/payment-settings-entity';
import { getUserById } from '../entities/user-entity';
import type { Principal } from '../platform/access-tokens';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import { readPaymentSecrets } from '../platform/payment-secrets';
import type { RouteService } from '../platform/route-service';
import { appUrl } from '../platform/runtime-config';
import { invoiceNotFound } from '../shared-domains/billing/invoice-visibility';
import { checkoutIdempotencyKey, checkoutSessionParams, methodsFor } from './checkout-session';
import { onlinePaymentOffered } from './payment-settings';
import { stripeClient, stripeUnavailableError } from './stripe-client';

export const onlinePaymentOff = 'Online payment is not available: the school has not set it up';
export const mixedCurrencies =
  'Invoices in different currencies cannot be paid together: pay the GBP and the AED invoices separately';
export const mixedFamilies =
  "Invoices of different families cannot be paid together: pay each family's separately";
export const sessionNotOpen =
  'A payment for these invoices is already under way (a Direct Debit takes a few working days to confirm)';

const isStaff = (principal: Principal) => principal.role === 'super_admin' || principal.role === 'admin';

/**
 * The invoices asked for, as the caller may see them: staff any, a family
 * only its own once sent. Any other id is "not found", as on the invoice
 * page, so another family's invoice ids reveal nothing.
 */
async function invoicesFor(principal: Principal, invoiceIds: readonly string[]): Promise<InvoiceRecord[]> {
  const invoices = await findInvoices(invoiceIds);
  const visible = isStaff(principal)
    ? invoices
    : invoices.filter(
        (invoice) => invoice.parentId === principal.userId && familyVisibleStatuses.includes(invoice.status),
      );
  if (visible.length !== invoiceIds.length) throw notFound(invoiceNotFound);
  return visible;
}

/** Why the invoice cannot be paid online now, or undefined when it can. */
function payRefusal(invoice: InvoiceRecord): string | undefined {
  const name = `Invoice ${invoice.invoiceNumber}`;
  if (invoice.status === 'draft') return `${name} is a draft: it can be paid once it is sent`;
  if (invoice.status === 'cancelled') return `${name} is cancelled: there is nothing to pay`;
  if (invoice.status === 'paid') return `${name} is already paid`;
  if (balanceMinor(invoice) <= 0) return `${name} has nothing left to pay`;
  return undefined;
}

function onlyOne<T>(values: readonly T[], refusal: string): T {
  const distinct = new Set(values);
  if (distinct.size !== 1) throw badRequest(refusal);
  return values[0]!;
}

/**
 * POST /payments/checkout: one Stripe Checkout Session for open invoices of
 * one family in one currency (a family its own, staff any), and the address
 * of Stripe's page to send the browser to. A repeat with the same invoices at
 * the same balances answers the same session (the idempotency key).
 */
export const createCheckout: RouteService<RouteTable['payments.checkout']> = async ({ body, principal }) => {
  const [settings, secrets, unordered] = await Promise.all([
    readPaymentSettings(),
    readPaymentSecrets(),
    invoicesFor(principal, body.invoiceIds),
  ]);
  if (!onlinePaymentOffered(settings) || !secrets.stripeSecretKey) throw badRequest(onlinePaymentOff);
  for (const invoice of unordered) {
    const refusal = payRefusal(invoice);
    if (refusal) throw badRequest(refusal);
  }
  const currency = onlyOne(
    unordered.map((invoice) => invoice.currency),
    mixedCurrencies,
  );
  const parentId = onlyOne(
    unordered.map((invoice) => invoice.parentId),
    mixedFamilies,
  );
  if (methodsFor(settings.methods, currency).length === 0)
    throw badRequest(`Online payment is not available for ${currency} invoices: pay by bank transfer`);

  // In id order, so the same invoices chosen in another order make the same session.
  const invoices = [...unordered].sort((a, b) => a.id.localeCompare(b.id));
  const family = await getUserById(parentId);
  const now = new Date();
  const params = checkoutSessionParams({
    invoices,
    parentId,
    currency,
    methods: settings.methods,
    customerEmail: family?.email ?? invoices[0]!.parentEmail,
    appUrl: appUrl(),
  });
  const idempotencyKey = checkoutIdempotencyKey(invoices, params, now);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(secrets.stripeSecretKey).checkout.sessions.create(params, {
      idempotencyKey,
    });
  } catch (error) {
    throw stripeUnavailableError(error, 'Stripe refused a Checkout Session');
  }
  // The session a repeated key answers may be complete already (a Direct Debit waiting to be collected).
  if (!session.url || (session.status && session.status !== 'open')) throw conflict(sessionNotOpen);
  return { data: { url: session.url } };
};

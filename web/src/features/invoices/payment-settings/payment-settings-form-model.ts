import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  onlinePaymentMethods,
  type OnlinePaymentMethod,
} from '../../../../../shared/invoices/online-payment-methods';
import {
  paymentSettingsUpdateSchema,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '../../../../../shared/schemas/online-payment-schemas';

/**
 * Settings → Payments' form (issue 35). The two Stripe secrets are
 * write-only: their boxes start empty whatever is saved, and an empty box
 * keeps what is saved (only a typed secret is sent). Disconnecting sends
 * null for both.
 */
export interface PaymentSettingsFields {
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  methods: OnlinePaymentMethod[];
}

export const paymentSettingsFieldNames = ['stripeSecretKey', 'stripeWebhookSecret', 'methods'] as const;
export type PaymentSettingsFieldName = (typeof paymentSettingsFieldNames)[number];

export function fieldsOf(settings: Pick<PaymentSettings, 'methods'>): PaymentSettingsFields {
  return { stripeSecretKey: '', stripeWebhookSecret: '', methods: [...settings.methods] };
}

/** The methods in the product's order, whatever order they were ticked in. */
function orderedMethods(methods: readonly OnlinePaymentMethod[]): OnlinePaymentMethod[] {
  return onlinePaymentMethods.filter((method) => methods.includes(method));
}

export function bodyOf(fields: PaymentSettingsFields): PaymentSettingsUpdate {
  const key = fields.stripeSecretKey.trim();
  const webhook = fields.stripeWebhookSecret.trim();
  return {
    ...(key ? { stripeSecretKey: key } : {}),
    ...(webhook ? { stripeWebhookSecret: webhook } : {}),
    methods: orderedMethods(fields.methods),
  };
}

/** Disconnect Stripe: both secrets removed, the methods kept for when the school connects again. */
export function disconnectBody(settings: Pick<PaymentSettings, 'methods'>): PaymentSettingsUpdate {
  return { stripeSecretKey: null, stripeWebhookSecret: null, methods: orderedMethods(settings.methods) };
}

/** What a write-only box shows as its placeholder: the saved key's last four, or that a secret is saved. */
export function secretPlaceholders(
  settings: PaymentSettings,
): Record<'stripeSecretKey' | 'stripeWebhookSecret', string> {
  return {
    stripeSecretKey: settings.secretKeyLast4 ? `•••• ${settings.secretKeyLast4}` : 'sk_live_… or sk_test_…',
    stripeWebhookSecret: settings.webhookSecretSet ? 'Saved' : 'whsec_…',
  };
}

/** Why families are not offered online payment yet, in the order the school would fix it; empty when they are. */
export function onlineBlockers(settings: PaymentSettings): string[] {
  if (settings.online) return [];
  return [
    ...(settings.secretKeyLast4 ? [] : ['add the Stripe secret key']),
    ...(settings.webhookSecretSet ? [] : ['add the webhook signing secret']),
    ...(settings.methods.length > 0 ? [] : ['choose at least one payment method']),
  ];
}

/** Stripe calls this address with each payment's news: the school pastes it into its Stripe dashboard. */
export function webhookAddress(origin: string): string {
  return `${origin}/api/payments/stripe/webhook`;
}

/**
 * The body to send, or each box's first message (and the first of all for
 * the banner), from the schema the server applies.
 */
export const paymentSettingsResolver: Resolver<PaymentSettingsFields, unknown, PaymentSettingsUpdate> = (
  values,
) => {
  const body = bodyOf(values);
  const parsed = paymentSettingsUpdateSchema.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {
    root: {
      type: 'validate',
      message: parsed.error.issues[0]?.message ?? 'Please check the payment settings',
    },
  };
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!(paymentSettingsFieldNames as readonly string[]).includes(name)) continue;
    errors[name] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<PaymentSettingsFields> };
};

import type { RouteTable } from '../../shared/routes/route-table';
import type { PaymentSettings, PaymentSettingsUpdate } from '../../shared/schemas/online-payment-schemas';
import {
  onlinePaymentOffered,
  paymentSettingsPut,
  readPaymentSettings,
  type StoredPaymentSettings,
} from '../entities/payment-settings-entity';
import { readPaymentSecrets, writePaymentSecrets, type PaymentSecrets } from '../platform/payment-secrets';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';

// The rule lives with the settings item (the mailer's Pay now applies it too).
export { onlinePaymentOffered };

function toPaymentSettings(stored: StoredPaymentSettings): PaymentSettings {
  return {
    online: onlinePaymentOffered(stored),
    methods: [...stored.methods],
    secretKeyLast4: stored.secretKeyLast4 ?? null,
    webhookSecretSet: stored.webhookSecretSet,
    mode: stored.mode ?? null,
  };
}

/** A key left out stays; null removes it; a string replaces it. */
function nextSecrets(saved: PaymentSecrets, body: PaymentSettingsUpdate): PaymentSecrets {
  const key =
    body.stripeSecretKey === undefined ? saved.stripeSecretKey : (body.stripeSecretKey ?? undefined);
  const webhook =
    body.stripeWebhookSecret === undefined
      ? saved.stripeWebhookSecret
      : (body.stripeWebhookSecret ?? undefined);
  return {
    ...(key ? { stripeSecretKey: key } : {}),
    ...(webhook ? { stripeWebhookSecret: webhook } : {}),
  };
}

/** What the table keeps of the keys: enough to recognise them, never enough to use them. */
function shownOf(secrets: PaymentSecrets, methods: StoredPaymentSettings['methods'], now: Date) {
  const key = secrets.stripeSecretKey;
  return {
    methods,
    ...(key
      ? {
          secretKeyLast4: key.slice(-4),
          mode: key.includes('_live_') ? ('live' as const) : ('test' as const),
        }
      : {}),
    webhookSecretSet: Boolean(secrets.stripeWebhookSecret),
    updatedAt: now.toISOString(),
  };
}

/**
 * What the audit entry shows of the settings. The entry drops every field named like a secret
 * (shared-domains/audit/audit-redaction.ts), which took `secretKeyLast4` and `webhookSecretSet` with it:
 * a key swapped for another account's read as no change at all. These names say the same, never a key.
 */
function auditedOf(stored: StoredPaymentSettings) {
  return {
    methods: stored.methods,
    stripeKeyLast4: stored.secretKeyLast4 ?? null,
    mode: stored.mode ?? null,
    webhookSigningSaved: stored.webhookSecretSet,
  };
}

export const getPaymentSettings: RouteService<RouteTable['payments.settings']> = async () => ({
  data: toPaymentSettings(await readPaymentSettings()),
});

/**
 * Saves the keys to the secrets first and the shown settings after, with the
 * audit entry (which records the key's last four characters, never a key): a
 * failure between the two leaves a key saved that the settings do not yet
 * show, and saving again repairs it.
 */
export const updatePaymentSettings: RouteService<RouteTable['payments.updateSettings']> = async ({
  body,
  principal,
  requestId,
}) => {
  const now = new Date();
  const [previous, savedSecrets] = await Promise.all([
    readPaymentSettings(),
    readPaymentSecrets({ fresh: true }),
  ]);
  const secrets = nextSecrets(savedSecrets, body);
  const next = shownOf(secrets, body.methods, now);
  await writePaymentSecrets(secrets);
  await writeTransaction([
    paymentSettingsPut(next),
    auditPut({
      principal,
      action: 'settings.payments',
      target: { type: 'settings', id: 'payment-settings' },
      before: auditedOf(previous),
      after: auditedOf(next),
      requestId,
      now,
    }),
  ]);
  return { data: toPaymentSettings(next), message: 'Payment settings saved' };
};

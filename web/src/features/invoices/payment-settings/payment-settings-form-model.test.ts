import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../../../shared/schemas/online-payment-schemas';
import {
  bodyOf,
  disconnectBody,
  fieldsOf,
  onlineBlockers,
  paymentSettingsResolver,
  secretPlaceholders,
  webhookAddress,
} from './payment-settings-form-model';

const saved: PaymentSettings = {
  online: true,
  methods: ['card', 'bacs_debit'],
  secretKeyLast4: '4242',
  webhookSecretSet: true,
  mode: 'test',
};
const none: PaymentSettings = {
  online: false,
  methods: [],
  secretKeyLast4: null,
  webhookSecretSet: false,
  mode: null,
};
const key = 'sk_test_' + 'a'.repeat(24);
const webhookSecret = 'whsec_' + 'b'.repeat(32);

const resolve = (values: ReturnType<typeof fieldsOf>) =>
  paymentSettingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the payment settings form', () => {
  it('starts with empty secret boxes whatever is saved', () => {
    expect(fieldsOf(saved)).toEqual({
      stripeSecretKey: '',
      stripeWebhookSecret: '',
      methods: ['card', 'bacs_debit'],
    });
  });

  it('sends only the secrets typed, so an empty box keeps what is saved', () => {
    expect(bodyOf({ stripeSecretKey: '  ', stripeWebhookSecret: '', methods: ['card'] })).toEqual({
      methods: ['card'],
    });
    expect(
      bodyOf({
        stripeSecretKey: ` ${key} `,
        stripeWebhookSecret: webhookSecret,
        methods: ['bacs_debit', 'card'],
      }),
    ).toEqual({
      stripeSecretKey: key,
      stripeWebhookSecret: webhookSecret,
      methods: ['card', 'bacs_debit'],
    });
  });

  it('disconnects by sending null for both secrets', () => {
    expect(disconnectBody(saved)).toEqual({
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      methods: ['card', 'bacs_debit'],
    });
  });

  it('shows the saved key by its last four and the webhook secret as saved', () => {
    expect(secretPlaceholders(saved)).toEqual({ stripeSecretKey: '•••• 4242', stripeWebhookSecret: 'Saved' });
    expect(secretPlaceholders(none).stripeSecretKey).toMatch(/sk_live_/);
  });

  it('says what stands between the school and online payment', () => {
    expect(onlineBlockers(saved)).toEqual([]);
    expect(onlineBlockers(none)).toEqual([
      'add the Stripe secret key',
      'add the webhook signing secret',
      'choose at least one payment method',
    ]);
  });

  it('names the webhook address Stripe must call', () => {
    expect(webhookAddress('https://school.example')).toBe(
      'https://school.example/api/payments/stripe/webhook',
    );
  });

  it("refuses what the server would, next to the box, in the server's words", async () => {
    const refused = await resolve({
      stripeSecretKey: 'pk_test_123',
      stripeWebhookSecret: 'nope',
      methods: [],
    });
    expect(refused.errors.stripeSecretKey?.message).toBe(
      'Secret key must be a Stripe secret key (sk_live_… or sk_test_…)',
    );
    expect(refused.errors.stripeWebhookSecret?.message).toBe(
      'Webhook signing secret must be the whsec_… secret Stripe shows',
    );
    const accepted = await resolve({ stripeSecretKey: key, stripeWebhookSecret: '', methods: ['card'] });
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ stripeSecretKey: key, methods: ['card'] });
  });
});

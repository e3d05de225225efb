import { Entity, GetItemCommand, PutTransaction, boolean, item, list, string } from 'dynamodb-toolbox';
import { onlinePaymentMethods, type OnlinePaymentMethod } from '../../shared/invoices/online-payment-methods';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * What may be shown of the school's online payment set-up, one item: the
 * methods it offers and which keys it has saved. The keys themselves live in
 * the payment secrets (platform/payment-secrets.ts), never in the table.
 */
export interface StoredPaymentSettings {
  methods: OnlinePaymentMethod[];
  /** The secret key's last four characters; absent while no key is saved. */
  secretKeyLast4?: string;
  mode?: 'test' | 'live';
  webhookSecretSet: boolean;
  updatedAt: string;
}

export const initialPaymentSettings: StoredPaymentSettings = {
  methods: ['card'],
  webhookSecretSet: false,
  updatedAt: '',
};

const PaymentSettingsEntity = new Entity({
  name: 'PaymentSettings',
  table: schoolTable,
  timestamps: false,
  schema: item({
    methods: list(string().enum(...onlinePaymentMethods)),
    secretKeyLast4: string().optional(),
    mode: string().enum('test', 'live').optional(),
    webhookSecretSet: boolean(),
    updatedAt: string(),
  }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'PAYMENT_SETTINGS' }),
});

export function paymentSettingsPut(settings: StoredPaymentSettings): EntityWrite {
  return PaymentSettingsEntity.build(PutTransaction).item(settings);
}

/**
 * Families are offered online payment once both keys are saved and at least
 * one method is on. Beside the item it reads, so the payments domain and the
 * mailer (whose emails carry Pay now) apply the one rule.
 */
export function onlinePaymentOffered(stored: StoredPaymentSettings): boolean {
  return Boolean(stored.secretKeyLast4 && stored.webhookSecretSet && stored.methods.length > 0);
}

export async function readPaymentSettings(): Promise<StoredPaymentSettings> {
  const { Item: stored } = await PaymentSettingsEntity.build(GetItemCommand)
    .key({})
    .options({ consistent: true })
    .send();
  return stored ?? initialPaymentSettings;
}

/**
 * The ways a family may pay online, as the school enables them in Stripe
 * Checkout: `card` includes Apple Pay and Google Pay (Stripe offers the
 * wallets with cards on the devices that have them); `bacs_debit` is Bacs
 * Direct Debit, for GBP only, and settles days after the family confirms.
 */
export const onlinePaymentMethods = ['card', 'bacs_debit'] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

export const onlinePaymentMethodLabels: Record<OnlinePaymentMethod, string> = {
  card: 'Card, Apple Pay and Google Pay',
  bacs_debit: 'Bacs Direct Debit (GBP invoices only)',
};

/** Bacs Direct Debit collects pounds from UK bank accounts only. */
export function methodFitsCurrency(method: OnlinePaymentMethod, currency: string): boolean {
  return method !== 'bacs_debit' || currency === 'GBP';
}

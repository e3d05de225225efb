/** How a family paid; a payment records one of these. */
export const paymentMethods = ['bank_transfer', 'card', 'direct_debit', 'cash', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  direct_debit: 'Direct Debit',
  cash: 'Cash',
  other: 'Other',
};

/** Payments one invoice may hold: the invoice item carries them, and must stay small. */
export const maxPaymentsPerInvoice = 50;

export const maxPaymentReferenceLength = 100;

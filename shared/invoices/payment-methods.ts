/** How a family paid; a payment records one of these. */
export const paymentMethods = ['bank_transfer', 'card', 'direct_debit', 'cash', 'other', 'credit'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * What staff record by hand (and pay a credit note's refund with): `credit`
 * is the family's credit applied to an invoice, which only the site records,
 * taking it off the family's credit in the same transaction (issue 36).
 */
export const recordedPaymentMethods = ['bank_transfer', 'card', 'direct_debit', 'cash', 'other'] as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  direct_debit: 'Direct Debit',
  cash: 'Cash',
  other: 'Other',
  credit: 'Family credit',
};

/** Payments one invoice may hold: the invoice item carries them, and must stay small. */
export const maxPaymentsPerInvoice = 50;

export const maxPaymentReferenceLength = 100;

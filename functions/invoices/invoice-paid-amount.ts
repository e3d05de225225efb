/**
 * What a family has paid of an invoice, in minor units. Today an invoice is
 * paid whole or not at all (Mark as Paid), so it is the total once paid and
 * nothing before. Recorded payments (part payments) replace this one
 * function and the attributes it reads.
 */
export const paidAmountAttributes = ['status', 'totalMinor'] as const;

export function paidAmountMinor(invoice: { status: string; totalMinor: number }): number {
  return invoice.status === 'paid' ? invoice.totalMinor : 0;
}

import { toMajorUnits } from '../../../shared/invoices/money';
import type { CreditNote } from '../../../shared/schemas/credit-note-schemas';
import { findCreditNote, type CreditNoteRecord } from '../../entities/credit-note-entity';
import type { Principal } from '../../platform/access-tokens';
import { notFound } from '../../platform/http-errors';

export const creditNoteNotFound = 'Credit note not found';

export const isStaff = (principal: Pick<Principal, 'role'>) =>
  principal.role === 'super_admin' || principal.role === 'admin';

/** A credit note as the API answers it; who issued it only to staff. */
export function toCreditNote(note: CreditNoteRecord, principal?: Pick<Principal, 'role'>): CreditNote {
  return {
    _id: note.id,
    number: note.number,
    invoice: { _id: note.invoiceId, invoiceNumber: note.invoiceNumber },
    student: { _id: note.studentId, name: note.studentName },
    parent: { _id: note.parentId, name: note.parentName, email: note.parentEmail },
    currency: note.currency,
    lines: note.lines.map((line) => ({
      _id: line.id,
      ...(line.lineId ? { itemId: line.lineId } : {}),
      description: line.description,
      amount: toMajorUnits(line.amountMinor),
    })),
    subtotal: toMajorUnits(note.subtotalMinor),
    taxRate: note.taxRatePercent,
    tax: toMajorUnits(note.taxMinor),
    total: toMajorUnits(note.totalMinor),
    familyCredit: toMajorUnits(note.familyCreditMinor),
    reason: note.reason,
    issuedAt: note.issuedAt,
    ...(!principal || isStaff(principal) ? { issuedBy: note.issuedBy } : {}),
    ...(note.refunds?.length
      ? {
          refunded: toMajorUnits(note.refundedMinor ?? 0),
          refunds: note.refunds.map((refund) => ({
            _id: refund.id,
            amount: toMajorUnits(refund.amountMinor),
            date: refund.date,
            method: refund.method,
            reference: refund.reference,
            recordedAt: refund.recordedAt,
            throughStripe: Boolean(refund.stripeRefundId),
          })),
        }
      : {}),
  };
}

/** Staff read every credit note; a family only its own (anything else is "not found"). */
export async function loadCreditNoteFor(
  principal: Principal,
  creditNoteId: string,
): Promise<CreditNoteRecord> {
  const note = await findCreditNote(creditNoteId);
  if (!note || (!isStaff(principal) && note.parentId !== principal.userId))
    throw notFound(creditNoteNotFound);
  return note;
}

import { monthNames } from '../../../../../shared/invoices/invoice-period';
import type { Currency } from '../../../../../shared/invoices/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice-schemas';

/** A draft as the bulk screens name it: its number, whose it is and the family it goes to. */
export interface DraftReference {
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  familyId: string;
  familyName: string;
}

export const draftReferenceOf = (invoice: InvoiceSummary): DraftReference => ({
  invoiceId: invoice._id,
  invoiceNumber: invoice.invoiceNumber,
  studentName: invoice.student.name,
  familyId: invoice.parent._id,
  familyName: invoice.parent.name,
});

/** How many drafts, and how many families they go to (siblings' drafts go to one family in one email). */
export function draftsCount(drafts: readonly Pick<DraftReference, 'familyId'>[]): {
  invoices: number;
  families: number;
} {
  return { invoices: drafts.length, families: new Set(drafts.map((draft) => draft.familyId)).size };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The period the send covers: "March 2026 (GBP)", or both currencies when none is chosen. */
export function sendPeriodText(month: number, year: number, currency?: Currency): string {
  return `${monthNames[month - 1]} ${year}${currency ? ` (${currency})` : ''}`;
}

/** The confirmation's question: what is sent and to whom, in numbers. */
export function sendDraftsQuestion(count: { invoices: number; families: number }): string {
  return `Send ${plural(count.invoices, 'draft invoice', 'draft invoices')} to ${plural(count.families, 'family', 'families')}?`;
}

/** What pressing Send does, said before it is pressed. */
export function sendDraftsConsequence(count: { invoices: number; families: number }, period: string): string {
  if (count.invoices === 0) return `There are no drafts of ${period} to send.`;
  return `Every draft of ${period} becomes sent and each family gets one email with its invoices. Sent invoices can no longer be edited, only voided or credited.`;
}

/**
 * The invoices a job names by id, each with what is known of it; one the
 * screen has not read (made after the list was read) is named by its place.
 */
export function referencesOf(
  ids: readonly string[],
  known: readonly DraftReference[],
): (DraftReference | { invoiceId: string; label: string })[] {
  const byId = new Map(known.map((reference) => [reference.invoiceId, reference]));
  return ids.map((id, index) => byId.get(id) ?? { invoiceId: id, label: `Invoice ${index + 1}` });
}

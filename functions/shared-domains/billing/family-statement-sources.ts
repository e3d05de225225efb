import {
  familyStatement,
  type CurrencyStatement,
  type StatementCreditNote,
} from '../../../shared/invoices/family-statement';
import { schoolToday } from '../../../shared/invoices/invoice-period';
import { familyRoles, staffAdminRoles } from '../../../shared/roles';
import type { Principal } from '../../platform/access-tokens';
import { readFamilyCredit } from '../../entities/family-credit-entity';
import { familyInvoices, type InvoiceRecord } from '../../entities/invoice-entity';
import { getUserById } from '../../entities/user-entity';
import { notFound } from '../../platform/http-errors';

export const familyNotFound = 'Family not found';

export interface LoadedFamilyStatement {
  family: { id: string; name: string; email: string };
  /** The day it was drawn up, on the school's calendar. */
  date: string;
  currencies: CurrencyStatement[];
}

/**
 * The family whose statement `principal` may read: staff any family, a
 * family only itself. Another family's id, or an account that is no family,
 * is "not found", as another family's invoice is (invoice-visibility.ts), so
 * an id reveals nothing. Teachers never get here (the route's roles).
 */
export async function readableFamily(principal: Principal, familyId: string) {
  const isStaff = staffAdminRoles.includes(principal.role);
  if (!isStaff && principal.userId !== familyId) throw notFound(familyNotFound);
  const family = await getUserById(familyId);
  if (!family || !familyRoles.includes(family.role)) throw notFound(familyNotFound);
  return family;
}

/** The credit notes as the invoices they credit keep them (no Query of the credit notes needed). */
function creditNotesOf(invoices: readonly InvoiceRecord[]): StatementCreditNote[] {
  return invoices.flatMap((invoice) =>
    (invoice.creditNotes ?? []).map((note) => ({
      id: note.id,
      number: note.number,
      invoiceId: invoice.id,
      currency: invoice.currency,
      amountMinor: note.totalMinor,
      at: note.issuedAt,
    })),
  );
}

/**
 * A family's statement as the JSON answer and the PDF both show it
 * (docs/statement.md): the account, then in parallel the
 * invoices billed to it (one Query of GSI3 `FAMILY_INVOICES#<parentId>`,
 * paged through) and its credit (one Query each of the balances and the
 * ledger of `FAMILY_CREDIT#<parentId>`); the credit notes come with their
 * invoices, which keep them. Drafts are left out by the rule
 * (shared/invoices/family-statement.ts): they are not yet the family's.
 */
export async function loadFamilyStatement(
  principal: Principal,
  familyId: string,
  now: Date = new Date(),
): Promise<LoadedFamilyStatement> {
  const family = await readableFamily(principal, familyId);
  const [invoices, credit] = await Promise.all([familyInvoices(family.id), readFamilyCredit(family.id)]);
  return {
    family: { id: family.id, name: family.name, email: family.email },
    date: schoolToday(now),
    currencies: familyStatement({
      invoices,
      creditNotes: creditNotesOf(invoices),
      creditEntries: credit.entries,
    }),
  };
}

import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import type { InvoiceSchool } from '../invoice-school';

/**
 * The school's lines under its name: legal name (when it differs), address,
 * contacts, and the tax registration the invoice's currency calls for (none
 * for a document of no one currency, such as a family's statement).
 */
export function schoolLines(school: InvoiceSchool, invoice: { currency?: Invoice['currency'] }): string[] {
  const profile = school.profile;
  if (!profile) return [];
  const lines: string[] = [];
  if (profile.legalName.trim() && profile.legalName.trim() !== school.schoolName.trim())
    lines.push(profile.legalName.trim());
  lines.push(
    ...profile.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const contact = [profile.contactEmail, profile.contactPhone].filter((value) => value.trim()).join(' · ');
  if (contact) lines.push(contact);
  if (invoice.currency === 'AED' && profile.trn) lines.push(`TRN: ${profile.trn}`);
  if (invoice.currency === 'GBP' && profile.vatNumber) lines.push(`VAT No. ${profile.vatNumber}`);
  return lines;
}

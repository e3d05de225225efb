import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import type { PdfText } from '../../pdf-text';
import type { InvoiceSchool } from '../invoice-school';

/** Between the contact email and phone on one line. */
const contactSeparator = ' · ';

/**
 * The school's lines under its name: legal name (when it differs), address,
 * contacts, and the tax registration the invoice's currency calls for (none
 * for a document of no one currency, such as a family's statement).
 */
export function schoolLines(school: InvoiceSchool, invoice: { currency?: Invoice['currency'] }): string[][] {
  const profile = school.profile;
  if (!profile) return [];
  const lines: string[][] = [];
  if (profile.legalName.trim() && profile.legalName.trim() !== school.schoolName.trim())
    lines.push([profile.legalName.trim()]);
  lines.push(
    ...profile.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line]),
  );
  const contact = [profile.contactEmail, profile.contactPhone].map((value) => value.trim()).filter(Boolean);
  if (contact.length) lines.push(contact);
  if (invoice.currency === 'AED' && profile.trn) lines.push([`TRN: ${profile.trn}`]);
  if (invoice.currency === 'GBP' && profile.vatNumber) lines.push([`VAT No. ${profile.vatNumber}`]);
  return lines;
}

/**
 * The school's lines fitted to `maxWidth`: the email and phone share a line when both fit on it, else each
 * has its own, so no line ends with a dangling "·" where a wrap fell after it.
 */
export function fittedSchoolLines(
  text: PdfText,
  school: InvoiceSchool,
  invoice: { currency?: Invoice['currency'] },
  maxWidth: number,
): string[] {
  const style = { size: 8.5 };
  return schoolLines(school, invoice).flatMap((parts) => {
    const joined = parts.join(contactSeparator);
    if (parts.length > 1 && text.width(joined, style) > maxWidth)
      return parts.flatMap((part) => text.wrap(part, style, maxWidth));
    return text.wrap(joined, style, maxWidth);
  });
}

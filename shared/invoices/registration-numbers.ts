/**
 * The bank and tax identifiers a school prints on its invoices, checked for
 * their published shapes (and the IBAN's check digits), so a typing mistake
 * is caught when the profile is saved rather than by a family's bank.
 */

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** UK sort code: six digits, written 12-34-56. */
export const isSortCode = (value: string) => /^\d{6}$/.test(compact(value));
export const formatSortCode = (value: string) =>
  compact(value).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** UK account number: eight digits. */
export const isUkAccountNumber = (value: string) => /^\d{8}$/.test(compact(value));

/** IBAN: country, two check digits and up to 30 letters and digits, whose ISO 7064 mod-97 is 1. */
export function isIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** IBAN in groups of four, as banks print it. */
export const formatIban = (value: string) => compact(value).replace(/(.{4})(?=.)/g, '$1 ');

/** UK VAT registration number: GB and 9 digits (or 12 for a branch), or GBGD / GBHA and 3 digits. */
export const isUkVatNumber = (value: string) =>
  /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(compact(value));

/** UAE Tax Registration Number: 15 digits, starting 100. */
export const isUaeTrn = (value: string) => /^100\d{12}$/.test(compact(value));

export const normalisedRegistration = compact;

/**
 * Characters that make Excel, LibreOffice or Google Sheets read a cell as a
 * formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, and a leading tab or
 * carriage return, which some of them skip before looking for those.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text, never runs: a family named
 * `=HYPERLINK("http://evil","Pay here")` must stay that text in the accountant's
 * sheet. The leading apostrophe is what the OWASP guidance prescribes; Excel
 * hides it and shows the rest.
 */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

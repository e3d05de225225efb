/**
 * The grades an import accepts (docs/import.md): the product names school years "Year 1" to "Year 13"; a file may
 * say "Year 5", "year 5", "Y5", "Yr 5" or "5", and gets "Year 5". A blank grade is allowed (the student form's grade
 * is optional). Anything else is an unknown grade, so a typo does not become a grade of its own.
 */
export const lowestYear = 1;
export const highestYear = 13;

export type GradeReading = { grade: string } | { unknown: string };

export function readGrade(raw: string): GradeReading {
  const text = raw.trim();
  if (!text) return { grade: '' };
  const match = /^(?:year|yr|y)?\s*(\d{1,2})$/i.exec(text);
  const year = match ? Number(match[1]) : NaN;
  if (year >= lowestYear && year <= highestYear) return { grade: `Year ${year}` };
  return { unknown: text };
}

import { parse } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { maxImportCellLength, maxImportFileBytes, maxImportRows } from '../../shared/imports/import-limits';
import type { SheetRow } from '../../shared/imports/import-plan';
import { badRequest } from '../platform/http-errors';

/**
 * A spreadsheet as the import reads it (docs/import.md): a CSV as Excel and Google Sheets save it (UTF-8 with
 * or without a BOM, comma or semicolon, quoted cells with newlines) or an XLSX workbook's first sheet. A file
 * the import cannot trust is refused whole, with a reason staff can act on, before anything is stored.
 */
export interface Spreadsheet {
  headers: string[];
  rows: SheetRow[];
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const notUtf8Message =
  'The file is not UTF-8 text. In Excel choose "Save as: CSV UTF-8", in Google Sheets "Download: CSV", or upload the .xlsx file.';

/** A spreadsheet's name for a cell: column letters and the row's number (A1). */
export function cellReference(columnIndex: number, row: number): string {
  let letters = '';
  for (let index = columnIndex + 1; index > 0; index = Math.floor((index - 1) / 26))
    letters = String.fromCharCode(65 + ((index - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/**
 * A CSV cell a spreadsheet would run as a formula (CSV injection, OWASP): one starting with = or @, or with + or -
 * followed by anything but a number or phone number ("+44 7700 900123" and "-3" are data).
 */
export function looksLikeFormula(cell: string): boolean {
  if (/^[=@]/.test(cell)) return true;
  return /^[+-]/.test(cell) && !/^[+-][\d\s().-]*$/.test(cell);
}

const isXlsx = (fileName: string, bytes: Uint8Array) =>
  /\.xlsx$/i.test(fileName) ||
  (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);

/** The delimiter of the header line: whichever of comma and semicolon it holds more of (comma on a tie). */
export function headerDelimiter(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 (a file saved as Windows-1252, say) are refused, never turned into "�".
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(notUtf8Message);
  }
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      bom: true,
      delimiter: headerDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: false,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw badRequest(`The CSV file could not be read: ${detail}`);
  }
}

/** The first cell of the workbook that holds a formula (read-excel-file gives only its cached value). */
function firstFormulaCell(bytes: Uint8Array): string | undefined {
  const files = unzipSync(bytes, { filter: (file) => /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) });
  for (const sheet of Object.values(files)) {
    const xml = strFromU8(sheet);
    const match = /<c\b[^>]*\br="([A-Z]+\d+)"[^>]*>(?:(?!<\/c>)[\s\S])*?<f[\s>/]/.exec(xml);
    if (match) return match[1];
  }
  return undefined;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  let formula: string | undefined;
  try {
    formula = firstFormulaCell(bytes);
  } catch {
    throw badRequest(
      'The file could not be read as an Excel workbook (.xlsx). Save it again or upload a CSV.',
    );
  }
  if (formula)
    throw badRequest(
      `Cell ${formula} holds a formula. Replace formulas with their values (copy, paste values) and upload again.`,
    );
  try {
    // Numbers stay text as written (a phone number keeps its leading zero and spaces).
    const data = await readSheet(Buffer.from(bytes), { parseNumber: (text: string) => text, trim: false });
    return data.map((row) => row.map(cellText));
  } catch {
    throw badRequest(
      'The file could not be read as an Excel workbook (.xlsx). Save it again or upload a CSV.',
    );
  }
}

const blank = (cells: readonly string[]) => cells.every((cell) => !cell.trim());

/** Reads and checks a file: its size, encoding, header, formulas and row count. */
export async function readSpreadsheet(fileName: string, bytes: Uint8Array): Promise<Spreadsheet> {
  if (bytes.length === 0) throw badRequest('The file is empty.');
  if (bytes.length > maxImportFileBytes)
    throw badRequest(
      `The file is ${kb(bytes.length)}; an import takes at most ${kb(maxImportFileBytes)}. Split it into smaller files.`,
    );
  if (/\.xls$/i.test(fileName))
    throw badRequest('Old Excel files (.xls) cannot be read: save the sheet as .xlsx or CSV UTF-8.');
  const records = isXlsx(fileName, bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const headerIndex = records.findIndex((cells) => !blank(cells));
  if (headerIndex < 0) throw badRequest('The file has no rows.');
  const headers = records[headerIndex]!.map((cell) => cell.trim());
  if (headers.some((header) => header.includes('@') || /^\+?\d[\d\s]*$/.test(header)))
    throw badRequest(
      'The first row holds data, not column names. Add a header row (see the template) and upload again.',
    );
  const named = headers.filter(Boolean);
  if (new Set(named.map((header) => header.toLowerCase())).size !== named.length)
    throw badRequest('Two columns have the same name in the header row: give each column its own name.');
  const rows: SheetRow[] = [];
  records.forEach((cells, index) => {
    if (index <= headerIndex || blank(cells)) return;
    rows.push({ row: index + 1, cells: cells.map((cell) => cell.trim()) });
  });
  if (rows.length === 0) throw badRequest('The file has a header row but no rows under it.');
  if (rows.length > maxImportRows)
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en-GB')} rows; an import takes at most ${maxImportRows.toLocaleString('en-GB')}. Split it into smaller files.`,
    );
  for (const sheetRow of rows) {
    const index = sheetRow.cells.findIndex(looksLikeFormula);
    if (index >= 0)
      throw badRequest(
        `Cell ${cellReference(index, sheetRow.row)} starts with "${sheetRow.cells[index]![0]}" like a formula. Remove it (or write the value without it) and upload again.`,
      );
    const long = sheetRow.cells.findIndex((cell) => cell.length > maxImportCellLength);
    if (long >= 0)
      throw badRequest(
        `Cell ${cellReference(long, sheetRow.row)} is over ${maxImportCellLength} characters: is the right file chosen?`,
      );
  }
  return { headers, rows };
}

import type { ImportRowView } from '../../../../shared/schemas/import-schemas';

const cell = (value: string | number) => {
  const text = String(value);
  // A report opened in a spreadsheet must not run anything a row said (CSV injection): such cells get a quote.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const outcomeLabels = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  failed: 'Failed',
} as const;

/** What the import did, one line per row of the file, for staff to keep (docs/import.md). */
export function importReportCsv(rows: readonly ImportRowView[]): string {
  const lines = [['Row', 'Who', 'Preview', 'Result', 'Reason']];
  for (const row of rows) {
    const result = row.outcome ? outcomeLabels[row.outcome] : 'Not imported';
    lines.push([String(row.row), row.label, row.verdict, result, row.message ?? row.reason ?? '']);
  }
  return '\uFEFF' + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

import { useMutation } from '@tanstack/react-query';
import { Clock, Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../../api/download-file';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { appPaths } from '../../screens';
import { dateRangeProblem, defaultDateRange } from './exports-model';

/** The exports that take a date range (`from`, `to`) and answer a CSV. */
type ExportRouteId =
  | 'invoices.exportCsv'
  | 'invoices.exportPaymentsCsv'
  | 'invoices.exportCreditNotesCsv'
  | 'invoices.exportXeroCsv'
  | 'lessons.exportCsv';

/** One file of the range: its button, the route that makes it and the name it is saved under. */
interface ExportFile {
  label: string;
  description: string;
  routeId: ExportRouteId;
  fileName: string;
}

const files: readonly ExportFile[] = [
  {
    label: 'Invoices CSV',
    description: 'Invoices issued, with paid, balance and status',
    routeId: 'invoices.exportCsv',
    fileName: 'invoices',
  },
  {
    label: 'Payments CSV',
    description: 'Payments received, with Stripe’s id and fee',
    routeId: 'invoices.exportPaymentsCsv',
    fileName: 'payments',
  },
  {
    label: 'Credit notes CSV',
    description: 'Credit notes issued, with the invoice each credits',
    routeId: 'invoices.exportCreditNotesCsv',
    fileName: 'credit-notes',
  },
  {
    label: 'Xero invoices CSV',
    description: 'Invoices and credit notes in Xero’s import layout',
    routeId: 'invoices.exportXeroCsv',
    fileName: 'xero-invoices',
  },
  {
    label: 'Lessons CSV',
    description: 'Every lesson in the range, with teacher and status',
    routeId: 'lessons.exportCsv',
    fileName: 'lessons',
  },
];

/** One download: a button, and what went wrong beside it. */
function ExportDownload({
  file,
  range,
  problem,
}: {
  file: ExportFile;
  range: { from: string; to: string };
  problem?: string;
}) {
  const download = useMutation({
    mutationFn: () =>
      downloadFile(file.routeId, {
        query: range,
        fileName: `${file.fileName}-${range.from}-to-${range.to}.csv`,
      }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">{file.label}</p>
        <p className="text-sm text-slate-600">{file.description}</p>
        {download.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {download.error.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        disabled={Boolean(problem)}
        busy={download.isPending}
        onClick={() => download.mutate()}
        aria-label={`Download ${file.label}`}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </Button>
    </li>
  );
}

/**
 * Exports (staff, issue 36): one date range and a download for each of the
 * accountant's files (docs/exports.md), and the way to Teacher Hours. A list,
 * not a table, so a phone shows it whole.
 */
export function ExportsPage() {
  const [range, setRange] = useState(defaultDateRange);
  const problem = dateRangeProblem(range.from, range.to);

  return (
    <div className="space-y-6">
      <PageTitle>Exports · School Progress</PageTitle>
      <PageHeader
        title="Exports"
        description="Files for the accountant, for the days you choose on the school’s calendar (both included)."
        actions={
          <ButtonLink variant="secondary" to={appPaths.teacherHours}>
            <Clock aria-hidden="true" className="size-4" />
            Teacher Hours
          </ButtonLink>
        }
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label="From"
          type="date"
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          className="w-44"
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          error={problem}
          className="w-44"
        />
      </div>
      <ul className="space-y-3" aria-label="Files">
        {files.map((file) => (
          <ExportDownload key={file.routeId} file={file} range={range} problem={problem} />
        ))}
      </ul>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { downloadFile } from '../../../api/download-file';
import { Button } from '../../../components/button';

/**
 * The year's invoices (issued 1 January to 31 December) as CSV for the
 * accountant (GET /invoices/export.csv). A failure is said beside the button.
 */
export function InvoicesCsvDownload({ year }: { year: number }) {
  const download = useMutation({
    mutationFn: () => {
      const range = { from: `${year}-01-01`, to: `${year}-12-31` };
      return downloadFile('invoices.exportCsv', {
        query: range,
        fileName: `invoices-${range.from}-to-${range.to}.csv`,
      });
    },
  });
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden="true" className="size-4" />
        Download {year} invoices CSV
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      ) : null}
    </div>
  );
}

import { Download } from 'lucide-react';
import type { ImportView } from '../../../../shared/schemas/import-schemas';
import { saveBlob } from '../../api/download-file';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { importReportCsv } from './import-report';

/** While the job runs: how far it has gone. */
export function ImportProgress({ current }: { current: ImportView }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm font-medium text-slate-800">
        {`Importing: ${current.processed} of ${current.total} done`}
      </p>
      <ProgressBar label="Importing" value={current.processed} max={current.total} />
    </div>
  );
}

/** Once the job ended: what it did, and the report of every row to keep. */
export function ImportResult({ current }: { current: ImportView }) {
  const done = current.status === 'done';
  return (
    <>
      <Alert tone={done ? 'success' : 'error'} title={done ? 'Import finished' : 'The import stopped'}>
        {`${current.outcomes.created} created, ${current.outcomes.updated} updated, ${current.outcomes.unchanged} unchanged, ${current.outcomes.failed} failed.`}
        {current.invitationsSent ? ` ${current.invitationsSent} invitations sent.` : ''}
        {current.failure ? ` ${current.failure}` : ''}
      </Alert>
      <Button
        variant="secondary"
        onClick={() =>
          saveBlob(
            new Blob([importReportCsv(current.rows)], { type: 'text/csv;charset=utf-8' }),
            `import-report-${current.importId}.csv`,
          )
        }
      >
        <Download aria-hidden="true" className="size-4" />
        Download the report (CSV)
      </Button>
    </>
  );
}

import { Download } from 'lucide-react';
import { maxImportFileBytes, maxImportRows } from '../../../../shared/imports/import-limits';
import type { ImportKind } from '../../../../shared/imports/import-columns';
import { downloadFile } from '../../api/download-file';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { ImportApplyForm } from './import-apply-form';
import { ImportFileForm } from './import-file-form';
import { ImportMappingTable } from './import-mapping-table';
import { ImportProgress, ImportResult } from './import-outcome';
import { ImportRowsList } from './import-rows-list';
import { useImportFlow } from './use-import-flow';

/**
 * Import from a spreadsheet (issue 38, docs/import.md): choose the file, check the columns and every row's
 * verdict, then apply it as a job and download what was done. Nothing changes before Apply.
 */
export function ImportPage() {
  const { user } = useSession();
  const kinds: ImportKind[] = user?.role === 'super_admin' ? ['families', 'teachers'] : ['families'];
  const flow = useImportFlow();
  const { current } = flow;
  const ended = current?.status === 'done' || current?.status === 'failed';

  return (
    <div className="space-y-6">
      <PageTitle>Import from a spreadsheet · School Progress</PageTitle>
      <PageHeader
        title="Import from a spreadsheet"
        description={`Add families and their children${kinds.includes('teachers') ? ', or teachers,' : ''} from a CSV or Excel file (at most ${maxImportRows.toLocaleString('en-GB')} rows and ${Math.round(maxImportFileBytes / 1024)} KB).`}
        actions={
          <Button
            variant="secondary"
            onClick={() =>
              void downloadFile('students.importTemplate', { query: { kind: flow.kind } }).catch(
                () => undefined,
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            Download template
          </Button>
        }
      />
      <ImportFileForm
        kinds={kinds}
        previewing={flow.previewing}
        onPreview={(choice) => flow.previewFile(choice)}
        onKindChange={flow.chooseKind}
        onFileChange={flow.forget}
      />
      <div aria-live="polite">{flow.error ? <Alert tone="error">{flow.error}</Alert> : null}</div>
      {current ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-700" aria-live="polite">
            {`${current.fileName}: ${current.counts.create} to create, ${current.counts.update} to update, ${current.counts.unchanged} unchanged, ${current.counts.error} with errors.`}
          </p>
          {!flow.applied ? (
            <>
              <ImportMappingTable
                kind={flow.kind}
                columns={current.columns}
                mapping={flow.mapping}
                onChange={flow.setMapping}
              />
              <Button variant="secondary" onClick={() => void flow.previewAgain()} disabled={flow.previewing}>
                Preview again with these columns
              </Button>
              <ImportApplyForm
                kind={flow.kind}
                changes={current.counts.create + current.counts.update}
                hasErrors={current.counts.error > 0}
                applying={flow.applying}
                onApply={flow.applyImport}
              />
            </>
          ) : null}
          {flow.applied && current.status === 'applying' ? <ImportProgress current={current} /> : null}
          {flow.applied && ended ? <ImportResult current={current} /> : null}
          <ImportRowsList rows={current.rows} />
        </div>
      ) : null}
    </div>
  );
}

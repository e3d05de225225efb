import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { maxImportFileBytes, maxImportRows } from '../../../../shared/imports/import-limits';
import type { ImportKind, ImportMapping } from '../../../../shared/imports/import-columns';
import type { ImportView } from '../../../../shared/schemas/import-schemas';
import { messageOf } from '../../api/api-error';
import { downloadFile, saveBlob } from '../../api/download-file';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { ImportMappingTable } from './import-mapping-table';
import { importReportCsv } from './import-report';
import { ImportRowsList } from './import-rows-list';
import { fileAsBase64, useApplyImport, useImportProgress, usePreviewImport } from './imports-api';

const kindLabels: Record<ImportKind, string> = {
  families: 'Families and their children',
  teachers: 'Teachers',
};

/**
 * Import from a spreadsheet (issue 38, docs/import.md): choose the file, check the columns and every row's
 * verdict, then apply it as a job and download what was done. Nothing changes before Apply.
 */
export function ImportPage() {
  const { user } = useSession();
  const kinds: ImportKind[] = user?.role === 'super_admin' ? ['families', 'teachers'] : ['families'];
  const [kind, setKind] = useState<ImportKind>('families');
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<ImportView | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [sendInvitations, setSendInvitations] = useState(false);
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const progress = useImportProgress(appliedId);
  const fileInput = useId();
  const current = progress.data ?? previewed;

  const runPreview = async (chosen?: ImportMapping) => {
    if (!file) return setError('Choose a CSV or Excel (.xlsx) file first.');
    setError(null);
    setAppliedId(null);
    try {
      const content = await fileAsBase64(file);
      const answer = await preview.mutateAsync({
        kind,
        fileName: file.name,
        content,
        ...(chosen ? { mapping: chosen } : {}),
      });
      setPreviewed(answer);
      setMapping(answer.mapping);
    } catch (failure) {
      setPreviewed(null);
      setError(messageOf(failure, 'The file could not be read. Please try again.'));
    }
  };

  const runApply = async () => {
    if (!previewed) return;
    setError(null);
    try {
      await apply.mutateAsync({ importId: previewed.importId, sendInvitations });
      setAppliedId(previewed.importId);
    } catch (failure) {
      setError(messageOf(failure, 'The import could not be started. Please try again.'));
    }
  };

  const applying = current?.status === 'applying';
  const finished =
    current && (current.status === 'done' || current.status === 'failed') && appliedId !== null;
  const changes = previewed ? previewed.counts.create + previewed.counts.update : 0;

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
              void downloadFile('students.importTemplate', { query: { kind } }).catch(() => undefined)
            }
          >
            <Download aria-hidden="true" className="size-4" />
            Download template
          </Button>
        }
      />
      <form
        className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <SelectField
          label="What the file holds"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ImportKind);
            setPreviewed(null);
          }}
          options={kinds.map((value) => ({ value, label: kindLabels[value] }))}
        />
        <div>
          <label htmlFor={fileInput} className="block text-sm font-medium text-slate-800">
            Spreadsheet (CSV or .xlsx)
          </label>
          <input
            id={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreviewed(null);
              setAppliedId(null);
            }}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:h-11 file:rounded-control file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
          />
        </div>
        <Button type="submit" disabled={preview.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {preview.isPending ? 'Reading the file…' : 'Preview'}
        </Button>
      </form>
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {current ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-700" aria-live="polite">
            {`${current.fileName}: ${current.counts.create} to create, ${current.counts.update} to update, ${current.counts.unchanged} unchanged, ${current.counts.error} with errors.`}
          </p>
          {!appliedId ? (
            <>
              <ImportMappingTable
                kind={kind}
                columns={current.columns}
                mapping={mapping}
                onChange={setMapping}
              />
              <Button
                variant="secondary"
                onClick={() => void runPreview(mapping)}
                disabled={preview.isPending}
              >
                Preview again with these columns
              </Button>
              <div className="space-y-3 rounded-card border border-slate-200 bg-white p-4">
                <CheckboxField
                  label={
                    kind === 'families'
                      ? 'Email an invitation to each new family'
                      : 'Email an invitation to each new teacher'
                  }
                  checked={sendInvitations}
                  onChange={(event) => setSendInvitations(event.target.checked)}
                />
                <Button onClick={() => void runApply()} disabled={apply.isPending || changes === 0}>
                  {changes === 0
                    ? 'Nothing to import'
                    : `Apply ${changes} ${changes === 1 ? 'change' : 'changes'}`}
                </Button>
                {current.counts.error ? (
                  <p className="text-sm text-slate-600">
                    Rows with errors are left out; fix them and import the file again.
                  </p>
                ) : null}
              </div>
            </>
          ) : null}
          {applying ? (
            <div className="space-y-2" aria-live="polite">
              <p className="text-sm font-medium text-slate-800">
                {`Importing: ${current.processed} of ${current.total} done`}
              </p>
              <progress className="h-2 w-full" max={Math.max(current.total, 1)} value={current.processed} />
            </div>
          ) : null}
          {finished ? (
            <Alert
              tone={current.status === 'done' ? 'success' : 'error'}
              title={current.status === 'done' ? 'Import finished' : 'The import stopped'}
            >
              {`${current.outcomes.created} created, ${current.outcomes.updated} updated, ${current.outcomes.unchanged} unchanged, ${current.outcomes.failed} failed.`}
              {current.invitationsSent ? ` ${current.invitationsSent} invitations sent.` : ''}
              {current.failure ? ` ${current.failure}` : ''}
            </Alert>
          ) : null}
          {finished ? (
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
          ) : null}
          <ImportRowsList rows={current.rows} />
        </div>
      ) : null}
    </div>
  );
}

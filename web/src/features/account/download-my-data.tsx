import { Download } from 'lucide-react';
import { useFamilyDataExport } from '../../api/family-data-export';
import { messageOf } from '../../api/api-error';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Link } from 'react-router-dom';
import { appPaths } from '../../screens';

/**
 * The family's right of access (UK GDPR art. 15, UAE PDPL): everything the
 * school holds about it and its children as one zip, downloaded at once.
 */
export function DownloadMyData({ familyId }: { familyId: string }) {
  const download = useFamilyDataExport();
  return (
    <section
      aria-labelledby="my-data-heading"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="my-data-heading" className="text-base font-semibold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-700">
        Download everything the school holds about you and your children: progress with its history and notes,
        lessons, invoices (with their PDFs) and notifications, as one zip file.{' '}
        <Link className="font-semibold text-brand-700 underline" to={appPaths.privacy}>
          How your data is used
        </Link>
      </p>
      <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(familyId)}>
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <div aria-live="polite">
        {download.isError ? (
          <Alert tone="error" title="Your data could not be downloaded">
            {messageOf(download.error, 'Please try again.')}
          </Alert>
        ) : null}
        {download.isSuccess ? (
          <Alert tone="success">Your data was downloaded as {download.data}.</Alert>
        ) : null}
      </div>
    </section>
  );
}

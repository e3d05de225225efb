import { useId, useState, type ChangeEvent } from 'react';
import { maxLogoBytes } from '../../../../../shared/schemas/school-profile-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useSchoolLogo } from '../school-logo-api';
import { useRemoveSchoolLogo, useUploadSchoolLogo } from './school-profile-api';

/** The file's bytes as base64 (what the upload route takes), without the data: URL's prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Said before sending: the server checks the same (and decodes the image), this only spares an upload. */
function problemWith(file: File): string | null {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return 'The logo must be a PNG or JPEG image';
  if (file.size > maxLogoBytes) return `The logo must be at most ${maxLogoBytes / 1024} KB`;
  return null;
}

/**
 * The school profile's logo: a preview of the stored one, a file chooser that
 * uploads at once, and Remove. Invoices and their PDFs show it.
 */
export function SchoolLogoField() {
  const inputId = useId();
  const logo = useSchoolLogo();
  const upload = useUploadSchoolLogo();
  const remove = useRemoveSchoolLogo();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    const problem = problemWith(file);
    if (problem) return setOutcome({ tone: 'error', text: problem });
    upload.mutate(await base64Of(file), {
      onSuccess: () => setOutcome({ tone: 'success', text: 'Logo saved' }),
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });
  };

  const removeLogo = () => {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: 'Logo removed' }),
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${inputId}-heading`} className="font-semibold text-slate-900">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-40 items-center justify-center rounded border border-dashed border-slate-300 bg-slate-50">
          {logo.data ? (
            <img src={logo.data} alt="The school logo" className="max-h-14 max-w-36 object-contain" />
          ) : (
            <span className="text-sm text-slate-600">{logo.isPending ? 'Loading…' : 'No logo'}</span>
          )}
        </div>
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            Upload a logo
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            disabled={busy}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event)}
            className="block text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
          />
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            PNG or JPEG, at most {maxLogoBytes / 1024} KB. Shown on invoices and their PDFs.
          </p>
        </div>
        {logo.data ? (
          <Button variant="secondary" onClick={removeLogo} busy={remove.isPending} disabled={busy}>
            Remove logo
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">{outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}</div>
    </section>
  );
}

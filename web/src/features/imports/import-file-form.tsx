import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { ImportKind } from '../../../../shared/imports/import-columns';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import {
  importFileFormSchema,
  type ImportFileChoice,
  type ImportFileFormInput,
} from './import-file-form-schema';

const kindLabels: Record<ImportKind, string> = {
  families: 'Families and their children',
  teachers: 'Teachers',
};

export interface ImportFileFormProps {
  kinds: readonly ImportKind[];
  previewing: boolean;
  onPreview: (choice: ImportFileChoice) => Promise<void>;
  /** The kind changed (the template to download follows it); an earlier preview no longer applies. */
  onKindChange: (kind: ImportKind) => void;
  /** Another file was chosen: an earlier preview no longer applies. */
  onFileChange: () => void;
}

/** Step one of the Import page: what the file holds, and the file (docs/import.md). */
export function ImportFileForm({
  kinds,
  previewing,
  onPreview,
  onKindChange,
  onFileChange,
}: ImportFileFormProps) {
  const form = useForm<ImportFileFormInput, unknown, ImportFileChoice>({
    resolver: zodResolver(importFileFormSchema),
    defaultValues: { kind: 'families', file: undefined },
  });
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: ImportKind } }) => onKindChange(event.target.value),
  });

  return (
    <form
      noValidate
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      onSubmit={(event) => void form.handleSubmit(onPreview)(event)}
    >
      <SelectField
        label="What the file holds"
        {...kindField}
        options={kinds.map((value) => ({ value, label: kindLabels[value] }))}
      />
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FormField label="Spreadsheet (CSV or .xlsx)" error={fieldState.error?.message}>
            {(control) => (
              <input
                {...control}
                ref={field.ref}
                name={field.name}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0]);
                  onFileChange();
                }}
                className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:h-11 file:rounded-control file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              />
            )}
          </FormField>
        )}
      />
      <Button type="submit" disabled={previewing}>
        <Upload aria-hidden="true" className="size-4" />
        {previewing ? 'Reading the file…' : 'Preview'}
      </Button>
    </form>
  );
}

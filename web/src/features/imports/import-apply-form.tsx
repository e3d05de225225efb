import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import type { ImportKind } from '../../../../shared/imports/import-columns';
import { importApplyBodySchema } from '../../../../shared/schemas/import-schemas';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';

type ApplyChoice = z.output<typeof importApplyBodySchema>;

export interface ImportApplyFormProps {
  kind: ImportKind;
  /** Rows the import would create or update. */
  changes: number;
  hasErrors: boolean;
  applying: boolean;
  onApply: (sendInvitations: boolean) => Promise<void>;
}

/** The last step before anything is written: whether to invite, then Apply (docs/import.md). */
export function ImportApplyForm({ kind, changes, hasErrors, applying, onApply }: ImportApplyFormProps) {
  const form = useForm<z.input<typeof importApplyBodySchema>, unknown, ApplyChoice>({
    resolver: zodResolver(importApplyBodySchema),
    defaultValues: { sendInvitations: false },
  });
  return (
    <form
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4"
      onSubmit={(event) => void form.handleSubmit(({ sendInvitations }) => onApply(sendInvitations))(event)}
    >
      <CheckboxField
        label={
          kind === 'families'
            ? 'Email an invitation to each new family'
            : 'Email an invitation to each new teacher'
        }
        {...form.register('sendInvitations')}
      />
      <Button type="submit" disabled={applying || changes === 0}>
        {changes === 0 ? 'Nothing to import' : `Apply ${changes} ${changes === 1 ? 'change' : 'changes'}`}
      </Button>
      {hasErrors ? (
        <p className="text-sm text-slate-600">
          Rows with errors are left out; fix them and import the file again.
        </p>
      ) : null}
    </form>
  );
}

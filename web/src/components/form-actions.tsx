import type { ReactNode } from 'react';
import { Button } from './button';

export interface FormActionsProps {
  /** The submit button's text ('Save settings'). */
  submitLabel: ReactNode;
  /** The form is being saved: submit shows a spinner and Cancel waits. */
  busy: boolean;
  onCancel: () => void;
}

/** Cancel and submit under a form in a dialog; on a phone, submit comes first, full width. */
export function FormActions({ submitLabel, busy, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

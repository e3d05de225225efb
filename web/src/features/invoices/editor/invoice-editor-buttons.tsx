import { CircleCheck, Send } from 'lucide-react';
import { Button } from '../../../components/button';
import type { EditorButtons } from './invoice-editor-model';
import type { EditorAction } from './use-invoice-editor-actions';

export interface InvoiceEditorButtonsProps {
  buttons: EditorButtons;
  /** The action under way, whose button shows it is busy. */
  pendingAction: EditorAction | null;
  /** Any change under way: no second one starts meanwhile. */
  busy: boolean;
  saving: boolean;
  onCancel: () => void;
  onRun: (action: EditorAction) => void;
}

/** The editor's foot: Cancel, Save as Draft (the form's submit) and, by status, Send Invoice or Mark as Paid. */
export function InvoiceEditorButtons({
  buttons,
  pendingAction,
  busy,
  saving,
  onCancel,
  onRun,
}: InvoiceEditorButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={buttons.send || buttons.markPaid ? 'secondary' : 'primary'}
        busy={pendingAction === 'draft'}
        disabled={busy}
      >
        Save as Draft
      </Button>
      {buttons.send ? (
        <Button busy={pendingAction === 'send'} disabled={busy} onClick={() => onRun('send')}>
          <Send aria-hidden="true" className="size-4" />
          Send Invoice
        </Button>
      ) : null}
      {buttons.markPaid ? (
        <Button busy={pendingAction === 'paid'} disabled={busy} onClick={() => onRun('paid')}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Mark as Paid
        </Button>
      ) : null}
    </div>
  );
}

import { AlertDialog } from 'radix-ui';
import { AlertDialogActions, AlertDialogPanel } from './alert-dialog-panel';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, in the spec's words ('Are you sure you want to delete this student?'). */
  message: string;
  confirmLabel: string;
  /** The confirmed action is running: the dialog stays open and its buttons wait. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog so the person can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  /** `primary` for a confirmation that destroys nothing (marking a lesson completed). */
  confirmVariant?: 'danger' | 'primary';
  /**
   * Where focus goes on closing; by default back to what opened the dialog.
   * Call `preventDefault()` on the event after moving focus elsewhere.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * `ConfirmDialog`'s dialog on Radix AlertDialog (loaded on demand, see confirm-dialog.tsx):
 * focus starts on Cancel, Escape cancels, and a click outside does nothing.
 */
export function ConfirmAlertDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  confirmVariant = 'danger',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogPanel title={title} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-700">
          {message}
        </AlertDialog.Description>
        <AlertDialogActions error={error} busy={busy}>
          <Button variant={confirmVariant} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogActions>
      </AlertDialogPanel>
    </AlertDialog.Root>
  );
}

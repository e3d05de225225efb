import { AlertDialog } from 'radix-ui';
import { AlertDialogActions, AlertDialogPanel } from './alert-dialog-panel';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';

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

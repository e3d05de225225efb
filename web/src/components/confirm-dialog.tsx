import { AlertDialog } from 'radix-ui';
import { Alert } from './alert';
import { buttonClasses } from './button-styles';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

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
 * A confirmation (by default of something destructive) on Radix AlertDialog (never window.confirm):
 * focus starts on Cancel, Escape cancels, and a click outside does nothing.
 */
export function ConfirmDialog({
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
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50" />
        <AlertDialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-700">
            {message}
          </AlertDialog.Description>
          {error ? (
            <Alert tone="error" className="mt-4">
              {error}
            </Alert>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

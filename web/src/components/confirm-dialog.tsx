import { Suspense } from 'react';
import { dialogOnDemand } from './dialog-on-demand';
import { useOpenedOnce } from './use-opened-once';

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

const confirmAlertDialog = dialogOnDemand(
  async () => (await import('./confirm-alert-dialog')).ConfirmAlertDialog,
);

/**
 * A confirmation (by default of something destructive) on Radix AlertDialog
 * (confirm-alert-dialog.tsx; never window.confirm): focus starts on Cancel,
 * Escape cancels, and a click outside does nothing. Drawn from its first
 * opening on; its code loads once the screen holding it has painted.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  confirmAlertDialog.usePreloadAfterPaint();
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <confirmAlertDialog.Dialog {...props} />
    </Suspense>
  );
}

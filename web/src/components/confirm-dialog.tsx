import { Suspense } from 'react';
import { DialogLoadBoundary } from './dialog-load-boundary';
import { dialogOnDemand } from './dialog-on-demand';
import type { ConfirmDialogProps } from './confirm-alert-dialog';
import { useOpenedOnce } from './use-opened-once';

export type { ConfirmDialogProps };

const confirmAlertDialog = dialogOnDemand(
  'components/confirm-alert-dialog',
  async () => (await import('./confirm-alert-dialog')).ConfirmAlertDialog,
);

/**
 * A confirmation (by default of something destructive) on Radix AlertDialog
 * (confirm-alert-dialog.tsx; never window.confirm): focus starts on Cancel,
 * Escape cancels, and a click outside does nothing. Drawn from its first
 * opening on; its code downloads once the screen holding it has painted.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  confirmAlertDialog.usePreloadAfterPaint();
  if (!useOpenedOnce(props.open)) return null;
  return (
    <DialogLoadBoundary
      open={props.open}
      onOpenChange={props.onOpenChange}
      renewLoader={confirmAlertDialog.renewLoader}
    >
      {() => (
        <Suspense fallback={null}>
          <confirmAlertDialog.Dialog {...props} />
        </Suspense>
      )}
    </DialogLoadBoundary>
  );
}

import { Suspense } from 'react';
import { DialogLoadBoundary } from './dialog-load-boundary';
import { dialogOnDemand } from './dialog-on-demand';
import type { ModalProps } from './modal-dialog';
import { useOpenedOnce } from './use-opened-once';

export type { ModalProps };

const modalDialog = dialogOnDemand(
  'components/modal-dialog',
  async () => (await import('./modal-dialog')).ModalDialog,
);

/**
 * A modal dialog (modal-dialog.tsx): focus moves in and stays in, Escape
 * closes, focus returns to what opened it. Drawn from its first opening on;
 * its code downloads once the screen holding it has painted.
 */
export function Modal(props: ModalProps) {
  modalDialog.usePreloadAfterPaint();
  if (!useOpenedOnce(props.open)) return null;
  return (
    <DialogLoadBoundary
      open={props.open}
      onOpenChange={props.onOpenChange}
      renewLoader={modalDialog.renewLoader}
    >
      {() => (
        <Suspense fallback={null}>
          <modalDialog.Dialog {...props} />
        </Suspense>
      )}
    </DialogLoadBoundary>
  );
}

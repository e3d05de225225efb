import { Suspense, type ReactNode } from 'react';
import { dialogOnDemand } from './dialog-on-demand';
import { useOpenedOnce } from './use-opened-once';

export interface ModalProps {
  open: boolean;
  /** Closing by Escape, the close button or a click outside: the screen decides what that resets. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: 'md' | 'lg';
  /** What the spinner says while a lazily loaded body arrives. */
  loadingLabel?: string;
  children: ReactNode;
}

const modalDialog = dialogOnDemand(async () => (await import('./modal-dialog')).ModalDialog);

/**
 * A modal dialog (modal-dialog.tsx): focus moves in and stays in, Escape
 * closes, focus returns to what opened it. Drawn from its first opening on;
 * its code loads once the screen holding it has painted.
 */
export function Modal(props: ModalProps) {
  modalDialog.usePreloadAfterPaint();
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <modalDialog.Dialog {...props} />
    </Suspense>
  );
}

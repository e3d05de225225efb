import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { buttonClasses } from './button-styles';
import { useReturnFocus } from './use-return-focus';

export interface AlertDialogPanelProps {
  title: ReactNode;
  /**
   * Where focus goes on closing; by default back to what opened the dialog.
   * Call `preventDefault()` on the event after moving focus elsewhere.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * The panel of a Radix AlertDialog (inside its Root): overlay, centred card
 * and title; focus goes back to what opened it on closing.
 */
export function AlertDialogPanel({ title, onCloseAutoFocus, children }: AlertDialogPanelProps) {
  const returnFocus = useReturnFocus();
  return (
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
        {children}
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

export interface AlertDialogActionsProps {
  /** Why the action failed, shown above the buttons so the person can retry or cancel. */
  error?: string | null;
  /** The action is running: Cancel waits too. */
  busy: boolean;
  /** The action's own button. */
  children: ReactNode;
}

/** The failure, if any, then Cancel (where focus starts) and the action's button. */
export function AlertDialogActions({ error, busy, children }: AlertDialogActionsProps) {
  return (
    <>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={busy}>
          Cancel
        </AlertDialog.Cancel>
        {children}
      </div>
    </>
  );
}

import { useRef, useState, type RefObject } from 'react';
import type { ConfirmDialogProps } from '../../components/confirm-dialog';
import { failureMessage } from './people-messages';

export interface DeleteConfirmationOptions<Item> {
  /** Names what is being deleted ('Delete Ada Lovelace?'). */
  title: (item: Item) => string;
  message: string;
  /** 'Failed to delete student. ' and the like; the server's message follows. */
  failurePrefix: string;
  remove: (item: Item, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  busy: boolean;
  onDeleted: (item: Item) => void;
  /** Where focus goes after a delete: the row and its Delete button are gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/**
 * The ask → confirm → delete flow of a table row: which row is being
 * deleted, the dialog's props, and the failure shown inside the dialog.
 */
export function useDeleteConfirmation<Item>(options: DeleteConfirmationOptions<Item>) {
  const [target, setTarget] = useState<Item | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);

  const ask = (item: Item) => {
    deleted.current = false;
    setError(null);
    setTarget(item);
  };

  const dialogProps: ConfirmDialogProps = {
    open: target !== null,
    onOpenChange: (open) => {
      if (!open) setTarget(null);
    },
    title: target === null ? '' : options.title(target),
    message: options.message,
    confirmLabel: 'Delete',
    busy: options.busy,
    error,
    onConfirm: () => {
      if (target === null) return;
      setError(null);
      options.remove(target, {
        onSuccess: () => {
          deleted.current = true;
          setTarget(null);
          options.onDeleted(target);
        },
        onError: (failure) => setError(failureMessage(options.failurePrefix, failure)),
      });
    },
    onCloseAutoFocus: (event) => {
      if (!deleted.current) return;
      event.preventDefault();
      options.focusAfterDelete.current?.focus();
    },
  };

  return { ask, dialogProps };
}

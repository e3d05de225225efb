import { useState } from 'react';
import type { EraseDialogProps } from './erase-dialog';
import { failureMessage } from './people-messages';

export interface ErasureOptions<Item> {
  kind: EraseDialogProps['kind'];
  nameOf: (item: Item) => string;
  erase: (
    item: Item,
    confirm: string,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  busy: boolean;
  onErased: (item: Item) => void;
}

/** The ask → type the name → erase flow of a table row, and the dialog's props. */
export function useErasure<Item>(options: ErasureOptions<Item>) {
  const [target, setTarget] = useState<Item | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (item: Item) => {
    setError(null);
    setTarget(item);
  };

  const dialogProps: EraseDialogProps = {
    name: target === null ? null : options.nameOf(target),
    kind: options.kind,
    busy: options.busy,
    error,
    onCancel: () => setTarget(null),
    onErase: (typed) => {
      if (target === null) return;
      setError(null);
      options.erase(target, typed, {
        onSuccess: () => {
          setTarget(null);
          options.onErased(target);
        },
        onError: (failure) => setError(failureMessage('Erasure failed. ', failure)),
      });
    },
  };

  return { ask, dialogProps };
}

import { useEffect, useRef, useState } from 'react';

/**
 * Which lesson's rate is open for editing (one at a time), and the pencils
 * that open them: closing an editor puts focus back on the pencil that
 * opened it, so a keyboard user carries on where they were.
 */
export function useRateEditing(canEditRates: boolean) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const pencils = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (editingId !== null || !returnFocusTo.current) return;
    pencils.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editingId]);

  return {
    editingId: canEditRates ? editingId : null,
    open: (itemId: string) => setEditingId(itemId),
    close: (itemId: string) => {
      returnFocusTo.current = itemId;
      setEditingId(null);
    },
    /** The ref of one line's pencil, remembered so that focus can come back to it. */
    pencilRef: (itemId: string) => (button: HTMLButtonElement | null) => {
      if (button) pencils.current.set(itemId, button);
      else pencils.current.delete(itemId);
    },
  };
}

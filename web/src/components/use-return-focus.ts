import { useCallback, useRef } from 'react';

/**
 * Radix dialogs give focus back only to their own Trigger. Ours are opened
 * from table rows and page buttons (controlled, no Trigger), so this
 * remembers what had focus when the dialog opened and focuses it again on
 * closing, if it is still in the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus into the dialog: the opener still has it.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}

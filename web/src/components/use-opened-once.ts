import { useState } from 'react';

/**
 * Whether a dialog has been opened yet. A closed Radix dialog still renders
 * its root, context, portal and presence components with every render of its
 * screen: about ten components each, and the lesson page holds five, drawn
 * several times while it loads (issue 18). So a dialog is drawn from its
 * first opening on, and then stays, so that closing it behaves as before
 * (focus back to its opener, the same state on reopening).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, as React recommends, so the first opening draws at once.
  if (open && !opened) setOpened(true);
  return opened || open;
}

import { useEffect, useState, type ReactNode } from 'react';

/** Set once the first page of this load has been drawn: every later page is drawn with its shell. */
let shellDrawnFirst = false;

/**
 * The first page of a load is drawn a task after the header and sidebar,
 * once they are painted (issue 18). Its code runs cold then: the shell and
 * the page together held a phone's main thread for 200 ms or more in one
 * task, in which a tap waited; each is now a task of its own, with its own
 * layout. The page appears below the header, so nothing on screen moves.
 */
export function PageAfterShell({ children }: { children: ReactNode }) {
  const [shellPainted, setShellPainted] = useState(shellDrawnFirst);
  useEffect(() => {
    // Effects run once the frame is painted.
    shellDrawnFirst = true;
    setShellPainted(true);
  }, []);
  return shellPainted ? children : null;
}

import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A success message that clears itself (use-timed-message.ts), floated over
 * the foot of the window rather than standing in the page. It comes and goes
 * while people carry on with the page: in the flow, it pushed everything below
 * it down as it came and pulled it back up as it went, so a tap aimed at the
 * next button could land on its neighbour.
 */
export function FloatingNotice({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <Alert tone="success" className="pointer-events-auto w-full max-w-md shadow-lg">
        {children}
      </Alert>
    </div>
  );
}

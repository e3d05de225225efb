import { Alert } from './alert';

/**
 * A success message that clears itself (use-timed-message.ts), floated over
 * the foot of the window rather than standing in the page. It comes and goes
 * while people carry on with the page: in the flow, it pushed everything below
 * it down as it came and pulled it back up as it went, so a tap aimed at the
 * next button could land on its neighbour. It sits in the corner, out of the
 * way of the page's middle, and lets taps through to whatever is under it: it
 * has nothing to press and must never stand between a person and a control.
 * The live region is always in the page, so screen readers announce a
 * message when it appears.
 */
export function FloatingNotice({ message }: { message: string | null }) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 sm:justify-end sm:px-6"
    >
      {message ? (
        <Alert tone="success" className="w-full max-w-sm shadow-lg">
          {message}
        </Alert>
      ) : null}
    </div>
  );
}

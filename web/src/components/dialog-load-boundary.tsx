import { Component, useRef, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { useFocusOnMount } from './use-focus-on-mount';

interface DialogLoadBoundaryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the dialog's loader fresh, so that drawing it again downloads it again (dialog-on-demand.ts). */
  renewLoader: () => void;
  /** Draws the dialog: called at each drawing, so that it uses the loader `onRetry` made. */
  children: () => ReactNode;
}

/**
 * Around a dialog whose code loads on demand (a class: only a class catches
 * what fails while it draws): when that download fails (the
 * connection dropped before it was done), the screen stays and says so, with
 * Try again and Close, instead of the page's error screen replacing it.
 * Opening the dialog again also tries again.
 */
export class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Renewed at once, so that the next drawing downloads again, whether by Try again or a new opening.
  override componentDidCatch() {
    this.props.renewLoader();
  }

  override componentDidUpdate(previous: DialogLoadBoundaryProps) {
    if (this.state.failed && this.props.open && !previous.open) this.retry();
  }

  retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children();
    if (!this.props.open) return null;
    return <DialogLoadFailure onRetry={this.retry} onClose={() => this.props.onOpenChange(false)} />;
  }
}

function DialogLoadFailure({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  // What opened the dialog still has focus as this first draws; Close gives it back.
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const retryButton = useFocusOnMount<HTMLButtonElement>();
  const close = () => {
    onClose();
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-2">
      <Alert tone="error" title="This could not open" className="pointer-events-auto max-w-md shadow-lg">
        <p>Its code did not download: check your connection, then try again.</p>
        <div className="mt-3 flex gap-2">
          <Button ref={retryButton} size="sm" onClick={onRetry}>
            Try again
          </Button>
          <Button variant="secondary" size="sm" onClick={close}>
            Close
          </Button>
        </div>
      </Alert>
    </div>
  );
}

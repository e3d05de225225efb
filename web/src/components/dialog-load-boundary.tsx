import { Component, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { codeLoadStart, failedWith, type CodeLoadState } from './code-load-state';
import { CodeDownloadError } from '../lib/renewable-lazy';
import { useFocusOnMount } from './use-focus-on-mount';

interface DialogLoadBoundaryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the dialog's loader fresh, so that drawing it again downloads it again (dialog-on-demand.ts). */
  renewLoader: () => void;
  /** Draws the dialog: called at each drawing, so that it uses the loader `renewLoader` made. */
  children: () => ReactNode;
}

/**
 * Around a dialog whose code loads on demand (a class: only a class catches
 * what fails while it draws): when that download fails (the connection
 * dropped before it was done), the screen stays and says so, with Try again
 * and Close, instead of the page's error screen replacing it. Opening the
 * dialog again also tries again; when trying again fails too, it offers a
 * reload instead. It catches only that failure (`CodeDownloadError`).
 */
export class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, CodeLoadState> {
  override state = { ...codeLoadStart };
  /** What had focus when the dialog failed to open, for Close to give it back. */
  private opener: HTMLElement | null = null;

  static getDerivedStateFromError = failedWith;

  // Renewed at once, so that the next drawing downloads again, whether by Try again or a new opening.
  override componentDidCatch(error: unknown) {
    if (!(error instanceof CodeDownloadError)) return;
    this.props.renewLoader();
    if (!this.opener && document.activeElement instanceof HTMLElement) this.opener = document.activeElement;
    this.setState(({ failures }) => ({ failures: failures + 1 }));
  }

  override componentDidUpdate(previous: DialogLoadBoundaryProps) {
    if (this.state.failed && this.props.open && !previous.open) this.retry();
  }

  retry = () => this.setState({ failed: false });

  close = () => {
    this.props.onOpenChange(false);
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  };

  override render() {
    if (!this.state.failed) return this.props.children();
    // Any other failure (a bug, a form the dialog loads in turn) goes on to the route's error screen.
    if (!(this.state.error instanceof CodeDownloadError)) throw this.state.error;
    if (!this.props.open) return null;
    return this.state.failures > 1 ? (
      <DialogLoadFailure
        title="This still could not open"
        advice="Check your connection, then reload the page to try again."
        action="Reload the page"
        onAction={() => window.location.reload()}
        onClose={this.close}
      />
    ) : (
      <DialogLoadFailure
        title="This could not open"
        advice="Its code did not download: check your connection, then try again."
        action="Try again"
        onAction={this.retry}
        onClose={this.close}
      />
    );
  }
}

interface DialogLoadFailureProps {
  title: string;
  advice: string;
  action: string;
  onAction: () => void;
  onClose: () => void;
}

function DialogLoadFailure({ title, advice, action, onAction, onClose }: DialogLoadFailureProps) {
  const actionButton = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-2">
      <Alert tone="error" title={title} className="pointer-events-auto max-w-md shadow-lg">
        <p>{advice}</p>
        <div className="mt-3 flex gap-2">
          <Button ref={actionButton} size="sm" onClick={onAction}>
            {action}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </Alert>
    </div>
  );
}

import { Component, type ReactNode } from 'react';
import { CodeDownloadError } from '../lib/renewable-lazy';
import { Alert } from './alert';
import { Button } from './button';
import { codeLoadStart, failedWith, type CodeLoadState } from './code-load-state';

interface PanelLoadBoundaryProps {
  /** What the panel shows, as a sentence begins: "The calendar". */
  name: string;
  /** Makes the panel's loader fresh, so that drawing it again downloads it again (lib/renewable-lazy.ts). */
  renewLoader: () => void;
  /** Draws the panel: called at each drawing, so that it uses the loader `renewLoader` made. */
  children: () => ReactNode;
  /** The failure's box, at the panel's own size so that nothing below it moves. */
  className: string;
}

/**
 * Around a part of a page whose code loads on demand (a class: only a class
 * catches what fails while it draws): when that download fails, the part
 * says so where it would be, with Try again, and the rest of the page stays
 * usable, instead of the page's error screen replacing it all. When trying
 * again fails too, it offers a reload. It catches only that failure
 * (`CodeDownloadError`); anything else goes on to the route's error screen.
 */
export class PanelLoadBoundary extends Component<PanelLoadBoundaryProps, CodeLoadState> {
  override state = { ...codeLoadStart };

  static getDerivedStateFromError = failedWith;

  // Renewed at once, so that Try again downloads again.
  override componentDidCatch(error: unknown) {
    if (!(error instanceof CodeDownloadError)) return;
    this.props.renewLoader();
    this.setState(({ failures }) => ({ failures: failures + 1 }));
  }

  retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children();
    if (!(this.state.error instanceof CodeDownloadError)) throw this.state.error;
    const { name, className } = this.props;
    const again = this.state.failures > 1;
    return (
      <div className={`flex items-center justify-center p-4 ${className}`}>
        <Alert
          tone="error"
          title={again ? `${name} still could not load` : `${name} could not load`}
          className="max-w-md"
        >
          <p>
            {again
              ? 'Check your connection, then reload the page to try again.'
              : 'Its code did not download: check your connection, then try again.'}
          </p>
          <div className="mt-3">
            <Button size="sm" onClick={again ? () => window.location.reload() : this.retry}>
              {again ? 'Reload the page' : 'Try again'}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
}

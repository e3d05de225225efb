import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  /** A bold first line, when the screen's message has two parts. */
  title?: string;
  /** What failed to load; nothing when the screen has no more to say than the button. */
  message?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  /** The spec's wording differs by screen: 'Try Again' on the invoice screens. */
  retryLabel?: 'Try again' | 'Try Again';
}

/** A red banner saying what could not be loaded, with a button that loads it again. */
export function RetryAlert({ title, message, onRetry, retrying, retryLabel = 'Try again' }: RetryAlertProps) {
  return (
    <Alert tone="error" title={title}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {message ? <span>{message}</span> : null}
        <Button size="sm" variant="secondary" onClick={onRetry} busy={retrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          {retryLabel}
        </Button>
      </div>
    </Alert>
  );
}

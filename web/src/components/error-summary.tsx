import { useEffect, useRef } from 'react';
import { Alert } from './alert';

/**
 * The banner for an error the server reported about a whole form. It takes
 * focus when it appears (GOV.UK error summary), so a screen-reader user
 * hears it and a keyboard user starts from it.
 */
export interface ErrorSummaryProps {
  message: string | null;
  title?: string;
  /** False when focus went to a field the server flagged instead. */
  takeFocus?: boolean;
}

export function ErrorSummary({ message, title = 'There is a problem', takeFocus = true }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && takeFocus) ref.current?.focus();
  }, [message, takeFocus]);
  if (!message) return null;
  return (
    <Alert ref={ref} tone="error" title={title}>
      {message}
    </Alert>
  );
}

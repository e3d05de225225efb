import { useServiceUnavailableMessage } from '../api/service-availability';
import { Alert } from '../components/alert';

/**
 * While the API answers 503 (its database is down or restarting), every
 * screen shows the server's words at the top, whatever its own error says
 * ("Failed to load …"); the next answer that is not a 5xx takes it away.
 */
export function ServiceUnavailableBanner() {
  const message = useServiceUnavailableMessage();
  if (!message) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2">
      <Alert tone="warning" className="pointer-events-auto max-w-xl shadow-lg">
        {message}
      </Alert>
    </div>
  );
}

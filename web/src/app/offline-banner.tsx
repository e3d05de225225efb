import { Alert } from '../components/alert';

/**
 * Offline, the installed app still opens (its service worker keeps the shell,
 * web/installable-app.ts) but no data can come or go: every screen says so at
 * the top, and the banner goes once the phone is back online (RootRoute shows it).
 */
export function OfflineBanner() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2">
      <Alert tone="warning" title="You are offline" className="pointer-events-auto max-w-xl shadow-lg">
        What you see may be out of date, and changes cannot be saved until you are back online.
      </Alert>
    </div>
  );
}

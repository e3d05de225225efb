import { useOnlineStatus } from '../lib/use-online-status';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from './offline-banner';
import { ServiceUnavailableBanner } from './service-unavailable-banner';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/** Wraps every screen: things that need the router but belong to no single layout. */
export function RootRoute() {
  const online = useOnlineStatus();
  return (
    <>
      <SessionExpiryRedirect />
      {/* Offline, a 503 is not the server's fault: only one banner, at the same place. */}
      {online ? <ServiceUnavailableBanner /> : <OfflineBanner />}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { useOnlineStatus } from '../lib/use-online-status';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { OfflineBanner } from './offline-banner';
import { ServiceUnavailableBanner } from './service-unavailable-banner';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/**
 * Scroll positions are remembered per history entry for this page load
 * only. React Router restores a remembered position as the first page
 * renders by changing the router's state, which draws the whole page a
 * second time (issue 18: every cold load, since its first entry's key is
 * always the same). So a page freshly loaded or reloaded starts at the top,
 * and Back and Forward inside the app still scroll back down.
 */
const pageLoad = String(performance.timeOrigin);
const scrollKeyOf = (location: Location) => `${pageLoad}:${location.key}`;

/** Wraps every screen: things that need the router but belong to no single layout. */
export function RootRoute() {
  const online = useOnlineStatus();
  return (
    <>
      <SessionExpiryRedirect />
      {/* Offline, a 503 is not the server's fault: only one banner, at the same place. */}
      {online ? <ServiceUnavailableBanner /> : <OfflineBanner />}
      <ScrollRestoration getKey={scrollKeyOf} />
      <Outlet />
    </>
  );
}

import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ServiceUnavailableBanner } from './service-unavailable-banner';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/** Wraps every screen: things that need the router but belong to no single layout. */
export function RootRoute() {
  return (
    <>
      <SessionExpiryRedirect />
      <ServiceUnavailableBanner />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

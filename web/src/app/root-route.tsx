import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/** Wraps every screen: things that need the router but belong to no single layout. */
export function RootRoute() {
  return (
    <>
      <SessionExpiryRedirect />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

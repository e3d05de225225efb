import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/skip-link';
import { HomeNavBar } from './home-nav-bar';
import { SiteFooter } from './site-footer';

/** The simple layout of the public home page and the 404 page (docs/architecture.md#screens). */
export function HomeLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <HomeNavBar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

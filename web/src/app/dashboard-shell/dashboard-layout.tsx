import { Dialog } from 'radix-ui';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../api/session-context';
import { PageSpinner } from '../../components/page-spinner';
import { SkipLink } from '../../components/skip-link';
import { breakpoints, useMediaQuery } from '../../components/use-media-query';
import { DashboardHeader } from './dashboard-header';
import { Sidebar } from './sidebar';
import { SidebarDrawer } from './sidebar-drawer';

/** Every /dashboard page (spec §2): fixed sidebar from 1024 px, a drawer below, the header on top. */
export function DashboardLayout() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // Issue 18: below 1024 px the fixed sidebar is hidden, so a phone does not draw its links at all
  // (each NavLink matches the address as it renders); the drawer draws its own copy when opened.
  const desktop = useMediaQuery(breakpoints.lg);
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpen(open), []);

  // The route guard renders this only when signed in; this covers the instant of logging out.
  if (!user) return <PageSpinner />;

  return (
    <Dialog.Root open={menuOpen} onOpenChange={onMenuOpenChange}>
      <div className="min-h-dvh bg-slate-50">
        <SkipLink />
        <aside
          aria-label="Sidebar"
          className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 lg:block"
        >
          {desktop && <Sidebar user={user} />}
        </aside>
        <SidebarDrawer user={user} open={menuOpen} onOpenChange={onMenuOpenChange} />
        <div className="flex min-h-dvh flex-col lg:pl-64">
          <DashboardHeader user={user} />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </Dialog.Root>
  );
}

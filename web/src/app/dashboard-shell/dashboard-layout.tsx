import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../api/session-context';
import { PageSpinner } from '../../components/page-spinner';
import { DialogLoadBoundary } from '../../components/dialog-load-boundary';
import { dialogOnDemand } from '../../components/dialog-on-demand';
import { SkipLink } from '../../components/skip-link';
import { breakpoints, useMediaQuery } from '../../components/use-media-query';
import { afterNextPaint } from '../../components/use-painted';
import { fetchAhead } from '../../lib/fetch-ahead';
import { DashboardHeader } from './dashboard-header';
import { PageAfterShell } from './page-after-shell';
import { Sidebar } from './sidebar';

/*
 * The phone's drawer brings Radix's dialog and its scroll lock (about 12 KB
 * gzip), which no dashboard page needs to draw (issue 18): below 1024 px it
 * downloads once the page has painted, without running (lib/fetch-ahead.ts),
 * so it is there by the first tap on the menu button, which runs it; a
 * desktop, with its fixed sidebar, never loads it.
 */
const sidebarDrawer = dialogOnDemand(
  'app/dashboard-shell/sidebar-drawer',
  async () => (await import('./sidebar-drawer')).SidebarDrawer,
);

/**
 * Every /dashboard page (docs/architecture.md#constants): fixed sidebar from 1024 px, a drawer below, the
 * header on top.
 */
export function DashboardLayout() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Issue 18: below 1024 px the fixed sidebar is hidden, so a phone does not draw its links at all
  // (each NavLink matches the address as it renders); the drawer draws its own copy when opened.
  const desktop = useMediaQuery(breakpoints.lg);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpen(open), []);

  // Started from an effect, not from state: a state change here would draw the whole page again.
  useEffect(() => {
    if (!desktop) return afterNextPaint(() => fetchAhead('app/dashboard-shell/sidebar-drawer'));
  }, [desktop]);

  // Turning a tablet or widening the window shows the fixed sidebar; a drawer left open would trap focus.
  useEffect(() => {
    if (desktop) setMenuOpen(false);
  }, [desktop]);

  // The route guard renders this only when signed in; this covers the instant of logging out.
  if (!user) return <PageSpinner />;

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 lg:block"
      >
        {desktop && <Sidebar user={user} />}
      </aside>
      {menuOpen && (
        <DialogLoadBoundary
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          renewLoader={sidebarDrawer.renewLoader}
        >
          {() => (
            <Suspense fallback={null}>
              <sidebarDrawer.Dialog user={user} onOpenChange={onMenuOpenChange} returnFocusTo={menuButton} />
            </Suspense>
          )}
        </DialogLoadBoundary>
      )}
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <DashboardHeader user={user} menuOpen={menuOpen} onOpenMenu={openMenu} menuButtonRef={menuButton} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
            <PageAfterShell>
              <Outlet />
            </PageAfterShell>
          </div>
        </main>
      </div>
    </div>
  );
}

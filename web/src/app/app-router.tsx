import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { createBrowserRouterInTwoTasks } from './browser-router';
import { screens, type Screen, type ScreenLayout } from '../screens';
import { HomeLayout } from './home-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';
import { pageOfScreen } from './screen-pages';

function pageOf(screen: Screen): Pick<RouteObject, 'Component' | 'lazy'> {
  const page = pageOfScreen(screen);
  if ('firstBundle' in page) return { Component: page.firstBundle };
  return { lazy: async () => ({ Component: await page() }) };
}

/**
 * A guarded screen's guard is its route's element and the page its index
 * child, so the guard decides (and sends a visitor away) before the page's
 * chunk is loaded.
 */
function routeOf(screen: Screen): RouteObject {
  if (screen.roles === 'public') return { path: screen.path, ...pageOf(screen) };
  return {
    path: screen.path,
    element: <RequireAuth roles={screen.roles} />,
    children: [{ index: true, ...pageOf(screen) }],
  };
}

const screenRoutes = (layout: ScreenLayout) =>
  screens.filter((screen) => screen.layout === layout).map(routeOf);

/**
 * Every screen of screens.ts inside its layout. Every page but the landing
 * page is its own chunk, loaded when first visited. The dashboard's layout
 * sits behind a guard of its own, so a signed-out visitor never loads it.
 */
export function createAppRouter() {
  return createBrowserRouterInTwoTasks([
    {
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageSpinner,
      children: [
        {
          Component: HomeLayout,
          children: [...screenRoutes('home'), { path: '*', Component: NotFoundPage }],
        },
        {
          lazy: async () => ({ Component: (await import('../features/auth/auth-layout')).AuthLayout }),
          children: screenRoutes('auth'),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({
                Component: (await import('./dashboard-shell/dashboard-layout')).DashboardLayout,
              }),
              children: screenRoutes('dashboard'),
            },
          ],
        },
      ],
    },
  ]);
}

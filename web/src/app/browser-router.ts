import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { nextTask } from '../lib/next-task';

/**
 * React Router's `createBrowserRouter`, made in two tasks instead of one
 * (issue 18). Making the router (every route converted, ranked, and the
 * address matched) and starting it (the first navigation, which starts the
 * lazy routes' downloads) were one task of 50 to 85 ms in Lighthouse's
 * traces of the family's home, four times that on its phone, where it
 * blocked a tap for up to 280 ms. The browser gets the main thread back
 * between the two.
 *
 * The options are exactly those `createBrowserRouter` passes for an app
 * without a basename, hydration data or data strategy (react-router 7.18,
 * `lib/dom/lib.tsx`); these four exports are how React Router's own
 * framework mode builds its routers, under their UNSAFE_ names.
 */
export async function createBrowserRouterInTwoTasks(routes: RouteObject[]): Promise<DataRouter> {
  const router = createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  return router.initialize();
}

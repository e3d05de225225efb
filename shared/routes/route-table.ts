import { authRoutes } from './auth-routes';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { curriculumRoutes } from './curriculum-routes';
import { dashboardRoutes } from './dashboard-routes';
import { documentRoutes } from './document-routes';
import { gettingStartedRoutes } from './getting-started-routes';
import { importRoutes } from './import-routes';
import { invoiceRoutes } from './invoice-routes';
import { lessonRoutes } from './lesson-routes';
import { paymentRoutes } from './payment-routes';
import { privacyRoutes } from './privacy-routes';
import { progressRoutes } from './progress-routes';
import { schoolProfileRoutes } from './school-profile-routes';
import type { Domain, RouteDefinition } from './route-definition';
import { studentRoutes } from './student-routes';
import { systemRoutes } from './system-routes';
import { userRoutes } from './user-routes';

/**
 * The one route table (docs/architecture.md#route-table). The CDK routes, the local runtime's
 * routing, the role check, the web client and the OpenAPI document all read
 * it; adding an endpoint is one entry here plus its handler.
 */
export const routeTable = {
  ...systemRoutes,
  ...authRoutes,
  ...userRoutes,
  ...studentRoutes,
  ...importRoutes,
  ...dashboardRoutes,
  ...curriculumRoutes,
  ...progressRoutes,
  ...lessonRoutes,
  ...calendarFeedRoutes,
  ...invoiceRoutes,
  ...documentRoutes,
  ...schoolProfileRoutes,
  ...privacyRoutes,
  ...paymentRoutes,
  ...gettingStartedRoutes,
} as const;

export type RouteTable = typeof routeTable;
export type RouteId = keyof RouteTable;

export const allRoutes: readonly RouteDefinition[] = Object.values(routeTable);

export function routesOfDomain(domain: Domain): RouteDefinition[] {
  return allRoutes.filter((route) => route.domain === domain);
}

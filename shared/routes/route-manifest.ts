import type { RouteDefinition } from './route-definition';
import type { RouteId, RouteTable } from './route-table';

/**
 * What a client needs of a route to call it: method, path, who may call it
 * and how the answer comes back, without its zod schemas. The web app reads
 * this, derived from the one route table when Vite builds it
 * (web/route-manifest-plugin.ts), so zod stays out of the first page a
 * browser loads; the request and answer types still come from the table.
 */
export type RouteShape = Pick<RouteDefinition, 'method' | 'path' | 'access' | 'envelope' | 'produces'>;

export type RouteManifest = { readonly [Id in RouteId]: RouteShape };

export function routeManifestOf(table: RouteTable): RouteManifest {
  const entries = Object.entries(table as Record<RouteId, RouteDefinition>).map(([id, route]) => {
    const shape: RouteShape = { method: route.method, path: route.path, access: route.access };
    if (route.envelope !== undefined) shape.envelope = route.envelope;
    if (route.produces !== undefined) shape.produces = route.produces;
    return [id, shape] as const;
  });
  return Object.fromEntries(entries) as RouteManifest;
}

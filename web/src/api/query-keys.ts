import type { Domain } from '../../../shared/routes/route-definition';
import type { RouteId } from '../../../shared/routes/route-table';

/**
 * A react-query key: the id of the route the query reads, then whatever tells
 * two reads of that route apart (its params and query, or the shape a screen
 * keeps of the answer). Every key is made here, so a route's reads share one
 * prefix and a domain's reads are found by their route ids: no feature names
 * a string that another must match.
 */
export type RouteQueryKey<
  Id extends RouteId = RouteId,
  Parts extends readonly unknown[] = unknown[],
> = readonly [Id, ...Parts];

export function queryKeyOf<Id extends RouteId, const Parts extends readonly unknown[]>(
  routeId: Id,
  ...parts: Parts
): RouteQueryKey<Id, Parts> {
  return [routeId, ...parts];
}

/**
 * The data a route reads, named by its id's prefix (`invoices.list` → invoices):
 * what the change rules of after-change.ts name. Mostly the Lambda's domain as
 * well, but not always (invoices.export runs in the documents function).
 */
export function dataDomainOf(routeId: RouteId): Domain {
  return routeId.slice(0, routeId.indexOf('.')) as Domain;
}

export function isKeyOfDomain(key: readonly unknown[], domains: readonly Domain[]): boolean {
  const [routeId] = key;
  return typeof routeId === 'string' && domains.includes(dataDomainOf(routeId as RouteId));
}

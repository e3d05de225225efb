import type { z } from 'zod';
import type { Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function per domain (docs/architecture.md#one-lambda-per-domain). */
export const domains = [
  'system',
  'auth',
  'users',
  'students',
  'dashboard',
  'curriculum',
  'progress',
  'lessons',
  'invoices',
  'documents',
  'payments',
] as const;
export type Domain = (typeof domains)[number];

/** `public` routes need no token; otherwise the roles allowed to call the route. */
export type RouteAccess = 'public' | readonly Role[];

export interface RouteThrottle {
  /** Steady requests per second across the whole API stage. */
  rateLimit: number;
  burstLimit: number;
}

export interface RouteDefinition<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  /** Path below the API base path, with `{name}` parameters as API Gateway writes them. */
  path: string;
  domain: Domain;
  access: RouteAccess;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of `data` in the success envelope (or of the whole body when `envelope` is false). */
  data: Data;
  /**
   * Success status code; 200 unless the route creates something, 202 for a job started in the background,
   * 303 for a route that sends the browser on (`redirectTo`).
   */
  successStatus?: 200 | 201 | 202 | 303;
  /** The 403 message for a signed-in role the route does not allow (spec wording where it has one). */
  forbiddenMessage?: string;
  /** Lists read page by page: the envelope carries `nextCursor` while more pages remain. */
  paginated?: boolean;
  /**
   * What the route answers on success: JSON (the envelope) unless it serves a
   * file, e.g. a calendar feed or an invoice PDF, whose `data` is its text or bytes.
   */
  produces?: 'application/json' | 'text/calendar' | 'application/pdf' | 'text/csv' | 'application/zip';
  /** False for the few routes whose answer is not the JSON envelope (the OpenAPI document). */
  envelope?: boolean;
  throttle?: RouteThrottle;
  /** A larger request body than the API's 100 KB (an uploaded image); at most the runtime's 1 MB cap. */
  maxBodyBytes?: number;
  /**
   * The service receives the body exactly as sent (`rawBody`) with the request's headers, and no JSON
   * parsing runs: a signed webhook is verified over the bytes the sender signed, which parsing would lose.
   */
  rawBody?: true;
}

/** Keeps the literal schema types of a route so the web client and handlers infer from them. */
export function defineRoute<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
>(route: RouteDefinition<Params, Query, Body, Data>) {
  return route;
}

/** A route as its domain's route file writes it: the entry's key is its id, the file's domain its domain. */
export type DomainRouteSpec = Omit<RouteDefinition, 'id' | 'domain'>;

type SchemaAt<Spec, Key extends string> = Spec extends { readonly [K in Key]: infer Schema extends z.ZodType }
  ? Schema
  : z.ZodType;

/** A spec completed with its id and domain, typed as `defineRoute` types a route. */
export type DomainRoute<Spec extends DomainRouteSpec, Id extends string, D extends Domain> = RouteDefinition<
  SchemaAt<Spec, 'params'>,
  SchemaAt<Spec, 'query'>,
  SchemaAt<Spec, 'body'>,
  SchemaAt<Spec, 'data'>
> & { readonly id: Id; readonly domain: D };

/**
 * A domain's routes, keyed by route id, each completed with its id and domain so neither is written twice.
 * The entries keep their schemas' types for the handlers and the web client.
 */
export function defineDomainRoutes<Specs extends Record<string, DomainRouteSpec>, D extends Domain>(
  domain: D,
  specs: Specs,
): { readonly [Id in keyof Specs & string]: DomainRoute<Specs[Id], Id, D> } {
  const entries = Object.entries(specs).map(([id, spec]) => [id, { ...spec, id, domain }]);
  return Object.fromEntries(entries) as never;
}

/** The prefix every API path has on the wire: CloudFront and the local runtime send `/api/*` to the API. */
export const apiBasePath = '/api';

/** API Gateway's route key, e.g. `POST /api/auth/login`, is how a domain handler finds its route. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>, basePath: string): string {
  return `${route.method} ${basePath}${route.path}`;
}

/**
 * Every GET route also answers HEAD: the GET's status and headers, no body (RFC 9110 §9.3.2). API Gateway
 * routes HEAD only where a route says so, so each GET route has this second key, e.g. `HEAD /api/health`.
 */
export function headRouteKey(route: Pick<RouteDefinition, 'path'>, basePath: string): string {
  return `HEAD ${basePath}${route.path}`;
}

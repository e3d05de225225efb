import type { z } from 'zod';
import type { RouteDefinition } from '../../shared/routes/route-definition';
import type { RouteId, RouteTable } from '../../shared/routes/route-table';
import type { Principal } from './access-tokens';

type Parsed<Schema> = NonNullable<Schema> extends z.ZodType ? z.output<NonNullable<Schema>> : undefined;

/** What a service function receives: the validated request, never the raw event. */
export interface RouteInput<Route extends RouteDefinition> {
  params: Parsed<Route['params']>;
  query: Parsed<Route['query']>;
  body: Parsed<Route['body']>;
  /** Set on every route that is not public; the role check has already passed. */
  principal: Route['access'] extends 'public' ? Principal | undefined : Principal;
  cookies: Record<string, string>;
  /** The viewer's address (platform/edge-headers.ts), not CloudFront's: what per-client limits count. */
  sourceIp: string;
  /** The request's Accept-Encoding, for a file route that compresses as it encodes (the CSV exports). */
  acceptEncoding?: string;
  /** API Gateway's id of this request (`requestContext.requestId`): what the audit log records. */
  requestId: string;
  /** Routes marked `rawBody` only: the body as sent (decoded from base64 when API Gateway encoded it). */
  rawBody?: string;
  /** Routes marked `rawBody` only: the request's headers, names in lower case. */
  headers?: Readonly<Record<string, string | undefined>>;
}

export interface RouteResult<Route extends RouteDefinition> {
  data: z.input<Route['data']>;
  message?: string;
  /** `Set-Cookie` values (API Gateway v2 sends each as its own header). */
  cookies?: string[];
  /** For routes that produce a file: the name a browser saves it under. */
  fileName?: string;
  /** For paginated lists: where the next page starts; absent on the last page. */
  nextCursor?: string;
  /** For a 303 route: the path (on this site) the browser is sent to instead of an answer. */
  redirectTo?: string;
  /** For a file already compressed by its service (`data` holds the compressed bytes). */
  contentEncoding?: 'gzip';
  /**
   * A JSON answer's status when it is not the route's `successStatus`: an idempotent create answers 200 with
   * what an earlier call made instead of 201 (`POST /curriculum-templates/{id}/import`).
   */
  statusCode?: 200;
}

export type RouteService<Route extends RouteDefinition> = (
  input: RouteInput<Route>,
) => Promise<RouteResult<Route>>;

/** The services of one domain, keyed by route id: the type makes a missing or extra route a compile error. */
export type DomainServices<Domain extends string> = {
  [Id in RouteId as RouteTable[Id]['domain'] extends Domain ? Id : never]: RouteService<RouteTable[Id]>;
};

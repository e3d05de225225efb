import type { z } from 'zod';
import { routeManifest } from 'virtual:route-manifest';
import { apiBasePath } from '../../../shared/routes/route-definition';
import { serviceUnavailableMessage } from '../../../shared/service-unavailable';
import type { RouteShape } from '../../../shared/routes/route-manifest';
import type { RouteId, RouteTable } from '../../../shared/routes/route-table';
import { ApiError } from './api-error';
import { buildQueryString, fillPathParams, type QueryValue } from './build-request-path';
import { noteServiceAnswered, noteServiceUnavailable } from './service-availability';
import { clearSession, getSession, setSession } from './session-store';

/**
 * The one way the web app talks to the API (docs/architecture.md#route-table): every call names
 * a route-table id, so no path string lives in the web app and request and
 * answer types come from the route's zod schemas.
 */

type RouteOf<Id extends RouteId> = RouteTable[Id];

/** The input type of a schema the route declares; `never` when it declares none (the generic default). */
type DeclaredInput<Schema> = Schema extends z.ZodType
  ? z.ZodType extends Schema
    ? never
    : z.input<Schema>
  : never;

type PathParams<Id extends RouteId> = [DeclaredInput<RouteOf<Id>['params']>] extends [never]
  ? Readonly<Record<string, string | number>>
  : DeclaredInput<RouteOf<Id>['params']>;

type QueryOf<Id extends RouteId> = [DeclaredInput<RouteOf<Id>['query']>] extends [never]
  ? Readonly<Record<string, QueryValue>>
  : DeclaredInput<RouteOf<Id>['query']>;

export interface CallApiOptions<Id extends RouteId> {
  params?: PathParams<Id>;
  query?: QueryOf<Id>;
  body?: DeclaredInput<RouteOf<Id>['body']>;
  signal?: AbortSignal;
}

export type ApiData<Id extends RouteId> = z.output<RouteOf<Id>['data']>;

const sessionExpiredListeners = new Set<() => void>();

/** Called after a 401 that a refresh could not cure: the session is already cleared. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export async function callApi<Id extends RouteId>(
  id: Id,
  options: CallApiOptions<Id> = {},
): Promise<ApiData<Id>> {
  return (await callRoute(id, options, 'data')) as ApiData<Id>;
}

/** One page of a paginated list: `data` and the cursor of the next page while more remain. */
export interface ApiPage<Id extends RouteId> {
  data: ApiData<Id>;
  nextCursor?: string;
}

/** Like `callApi`, but keeps the envelope's `nextCursor` (see `fetchAllPages`). */
export async function callApiPage<Id extends RouteId>(
  id: Id,
  options: CallApiOptions<Id> = {},
): Promise<ApiPage<Id>> {
  const envelope = (await callRoute(id, options, 'envelope')) as { data: ApiData<Id>; nextCursor?: unknown };
  return typeof envelope.nextCursor === 'string' && envelope.nextCursor
    ? { data: envelope.data, nextCursor: envelope.nextCursor }
    : { data: envelope.data };
}

async function callRoute<Id extends RouteId>(
  id: Id,
  options: CallApiOptions<Id>,
  answer: 'data' | 'envelope',
): Promise<unknown> {
  return readAnswer(routeManifest[id], await sendWithSession(id, options), answer);
}

/**
 * Sends a route's request with the session's token, refreshing it once after
 * a 401 (and signing out when that fails), and returns the raw response:
 * `callApi` reads it as JSON, `downloadFile` as a file.
 */
export async function sendWithSession<Id extends RouteId>(
  id: Id,
  options: CallApiOptions<Id> = {},
): Promise<Response> {
  const route: RouteShape = routeManifest[id];
  const url =
    apiBasePath +
    fillPathParams(route.path, options.params as Readonly<Record<string, string | number>> | undefined) +
    buildQueryString(options.query as Readonly<Record<string, QueryValue>> | undefined);

  const tokenUsed = getSession()?.token;
  let response = await send(route, url, options, tokenUsed);

  // Public routes answer 401 for wrong credentials; only a protected route's 401 means the token is stale.
  if (response.status === 401 && route.access !== 'public' && tokenUsed) {
    const freshToken = await refreshAfterUnauthorized(tokenUsed);
    if (freshToken) response = await send(route, url, options, freshToken);
    if (response.status === 401) expireSession();
  }

  return response;
}

async function send(
  route: RouteShape,
  url: string,
  options: { body?: unknown; signal?: AbortSignal },
  token: string | undefined,
): Promise<Response> {
  // A file route answers its file, or the JSON error envelope when it fails.
  const accept = route.produces && route.produces !== 'application/json' ? `${route.produces}, ` : '';
  const headers: Record<string, string> = { Accept: `${accept}application/json` };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // react-query cancels by aborting; that is not a network failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', {}, false);
  }
  await noteAvailability(response);
  return response;
}

/** Tells the app's banner from every answer whether the service is briefly unavailable (503) or back. */
async function noteAvailability(response: Response): Promise<void> {
  if (response.status === 503) {
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      // Not JSON (a proxy's own page).
    }
    // Only our envelope's words: API Gateway's own 503 says just "Service Unavailable".
    const ours = isRecord(body) && body.success === false && typeof body.message === 'string' && body.message;
    noteServiceUnavailable(ours || serviceUnavailableMessage);
  } else if (response.status < 500) {
    noteServiceAnswered();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's `data` (or envelope); throws `ApiError` with the server's message for a failed one. */
export async function readAnswer(
  route: RouteShape,
  response: Response,
  answer: 'data' | 'envelope' = 'data',
): Promise<unknown> {
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }

  if (response.ok) {
    if (route.envelope === false) return payload;
    // The server validates its answers against the same schemas, so the client trusts their shape.
    if (isRecord(payload) && payload.success === true) return answer === 'envelope' ? payload : payload.data;
    throw new ApiError(response.status, 'Unexpected answer from the server', {}, false);
  }

  const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : undefined;
  const errors: Record<string, string> = {};
  if (isRecord(payload) && isRecord(payload.errors)) {
    for (const [field, fieldMessage] of Object.entries(payload.errors)) {
      if (typeof fieldMessage === 'string') errors[field] = fieldMessage;
    }
  }
  throw new ApiError(
    response.status,
    message ?? `Request failed with status ${response.status}`,
    errors,
    message !== undefined,
  );
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * A new access token after a 401, or null when the session is over. Calls
 * that fail together share one refresh: the refresh cookie rotates, so a
 * second parallel refresh would present an already-used token.
 */
async function refreshAfterUnauthorized(rejectedToken: string): Promise<string | null> {
  const latest = getSession();
  if (!latest) return null;
  // Another call (or tab) refreshed after this one was sent: just use the newer token.
  if (latest.token !== rejectedToken) return latest.token;
  refreshInFlight ??= refreshSession().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshSession(): Promise<string | null> {
  const refreshRoute: RouteShape = routeManifest['auth.refreshToken'];
  try {
    // No bearer token and no body: the httpOnly refresh cookie is the only credential.
    const response = await send(refreshRoute, apiBasePath + refreshRoute.path, {}, undefined);
    const session = (await readAnswer(refreshRoute, response)) as ApiData<'auth.refreshToken'>;
    setSession({ token: session.token, user: session.user });
    return session.token;
  } catch (error) {
    // Being offline, or the service being briefly down (5xx), is not a reason to sign someone out:
    // the refresh cookie may be perfectly good, and the original call reports the failure.
    if (error instanceof ApiError && (error.isNetworkError || error.status >= 500)) throw error;
    expireSession();
    return null;
  }
}

function expireSession(): void {
  if (!getSession()) return;
  clearSession('expired');
  for (const listener of sessionExpiredListeners) listener();
}

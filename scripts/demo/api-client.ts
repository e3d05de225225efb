import type * as z from 'zod';
import { routeTable, type RouteId, type RouteTable } from '../../shared/routes/route-table';

/**
 * A small typed client for the demo loader: calls the API over HTTP by route
 * id, so paths and request shapes come from the one route table and every
 * write goes through the same handlers (and invariants) as the web app's.
 */
type InputOf<Id extends RouteId, Field extends 'params' | 'query' | 'body'> = z.input<
  NonNullable<RouteTable[Id][Field]>
>;

export type DataOf<Id extends RouteId> = z.output<RouteTable[Id]['data']>;

export interface CallOptions<Id extends RouteId> {
  token?: string;
  params?: InputOf<Id, 'params'>;
  query?: InputOf<Id, 'query'>;
  body?: InputOf<Id, 'body'>;
}

/** An answer other than success: the status and the API's own message. */
export class ApiError extends Error {
  constructor(
    readonly routeId: RouteId,
    readonly status: number,
    readonly apiMessage: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    const fields = fieldErrors ? ` ${JSON.stringify(fieldErrors)}` : '';
    super(`${routeId} answered ${status}: ${apiMessage}${fields}`);
  }
}

export interface DemoApi {
  /** The API's base URL, e.g. `http://localhost:40123/api`. */
  base: string;
  call<Id extends RouteId>(id: Id, options?: CallOptions<Id>): Promise<DataOf<Id>>;
  /** One page of a paginated list and the cursor of the next, if any. */
  page<Id extends RouteId>(
    id: Id,
    options?: CallOptions<Id>,
  ): Promise<{ data: DataOf<Id>; nextCursor: string | undefined }>;
}

function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

function queryOf(query: Record<string, unknown> | undefined): string {
  const entries = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  errors?: Record<string, string>;
  nextCursor?: string;
}

export function demoApi(base: string): DemoApi {
  async function send<Id extends RouteId>(id: Id, options: CallOptions<Id>): Promise<Envelope> {
    const route = routeTable[id];
    const url = `${base}${pathOf(route.path, options.params as Record<string, string> | undefined)}${queryOf(
      options.query as Record<string, unknown> | undefined,
    )}`;
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let envelope: Envelope = {};
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      envelope = { message: text.slice(0, 200) };
    }
    if (!response.ok || envelope.success !== true) {
      throw new ApiError(id, response.status, envelope.message ?? response.statusText, envelope.errors);
    }
    return envelope;
  }
  return {
    base,
    call: async (id, options = {}) => (await send(id, options)).data as DataOf<typeof id>,
    page: async (id, options = {}) => {
      const envelope = await send(id, options);
      return { data: envelope.data as DataOf<typeof id>, nextCursor: envelope.nextCursor };
    },
  };
}

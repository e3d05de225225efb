import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway v2 hands cookies over as `name=value` strings; the first of a repeated name wins. */
export function parseCookies(event: Pick<APIGatewayProxyEventV2, 'cookies'>): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const cookie of event.cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator <= 0) continue;
    const name = cookie.slice(0, separator).trim();
    if (Object.hasOwn(cookies, name)) continue;
    try {
      cookies[name] = decodeURIComponent(cookie.slice(separator + 1).trim());
    } catch {
      // A malformed cookie is ignored rather than failing the request.
    }
  }
  return cookies;
}

export interface CookieOptions {
  path: string;
  /** Omitted for a cookie that ends with the browser session. */
  maxAgeSeconds?: number;
  secure: boolean;
}

/** HttpOnly and SameSite=Strict always: these cookies carry credentials that scripts must never read. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

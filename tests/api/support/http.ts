import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { environmentVariableNames } from '../../../functions/platform/runtime-config';

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  setCookies: string[];
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * Sends from this loopback address (127.0.0.2, 127.0.0.3, …) instead of
   * 127.0.0.1: another client, as the runtime's per-client limits see it.
   */
  from?: string;
}

/**
 * Every answer this test file receives, so leak checks can look at all of them: emptied as each file
 * starts (file-start.ts), since the files of a worker share this module.
 */
export const receivedAnswers: ApiAnswer[] = [];

/** What the leak guard needs of an answer: any helper that reads one itself can build this. */
export interface AnswerToGuard {
  status: number;
  /** The body as text (a binary body: its bytes as latin1, or leave it out). */
  text: string;
  headers: Headers;
}

/** What was asked: the path (with or without `/api`) and everything sent, so an echo of it is no leak. */
export interface GuardedRequest {
  method: string;
  path: string;
  /** Body, query, headers and cookies as sent, in any text form. */
  sent?: string;
}

/** Names of stored secrets that no answer may ever carry. */
const secretFieldNames = [
  'passwordHash',
  'calendarFeedHash',
  'REFRESH_TOKEN#',
  'CALENDAR_FEED#',
  'TOKEN_FAMILY#',
];
/** `scrypt$N$r$p$salt$hash` as functions/shared-domains/accounts/password-hashing.ts stores a password. */
const scryptHashPattern = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g;
/** Refresh tokens this test process has seen (in a Set-Cookie or a Cookie it sent), with their stored hashes. */
const knownRefreshTokens = new Set<string>();
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Keeps a refresh token the guard must never find in a body, with the SHA-256 form it is stored as. */
function rememberRefreshToken(value: string): void {
  if (value.length < 16) return;
  knownRefreshTokens.add(value);
  knownRefreshTokens.add(sha256(value));
}

function refreshTokenValuesIn(cookies: readonly string[]): string[] {
  return cookies
    .map((cookie) => /(?:^|;\s*)refresh_token=([^;]*)/.exec(cookie)?.[1])
    .filter((value): value is string => !!value)
    .map((value) => decodeURIComponent(value));
}

/**
 * The response leak guard, run on every answer `request` receives (and
 * exported for helpers that read answers themselves, like the fuzz tests').
 * Throws when an answer carries a password hash, a stored-secret field name,
 * a refresh token (or its stored hash) anywhere but a Set-Cookie of an
 * `/auth/*` route, a refresh cookie without HttpOnly / SameSite=Strict /
 * `Path=/api/auth`, or the signing secret. Text the request itself sent (a
 * hostile key echoed in "Unrecognized key") is not counted as a leak.
 */
export function assertNoSecretsIn(answer: AnswerToGuard, asked?: GuardedRequest): void {
  const where = asked ? `${asked.method} ${asked.path} → ${answer.status}` : `answer ${answer.status}`;
  const sent = asked?.sent ?? '';
  const setCookies = answer.headers.getSetCookie();
  const refreshCookies = setCookies.filter((cookie) => /^\s*refresh_token=/.test(cookie));
  const problems: string[] = [];
  const path = asked?.path.split('?')[0]!.replace(/^\/api(?=\/)/, '');
  if (refreshCookies.length > 0 && asked && !path!.startsWith('/auth/')) {
    problems.push(`a refresh cookie set outside /auth: ${refreshCookies.join(' | ')}`);
  }
  for (const cookie of refreshCookies) {
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    for (const needed of ['httponly', 'samesite=strict', 'path=/api/auth']) {
      if (!attributes.includes(needed)) problems.push(`refresh cookie without ${needed}: ${cookie}`);
    }
  }
  for (const value of refreshTokenValuesIn(setCookies)) rememberRefreshToken(value);
  // Everything visible besides the Set-Cookie headers: the body and every other header.
  const otherHeaders = [...answer.headers.entries()]
    .filter(([name]) => name.toLowerCase() !== 'set-cookie')
    .map(([name, value]) => `${name}: ${value}`);
  const visible = `${answer.text}\n${otherHeaders.join('\n')}`;
  const leaked = (found: string) => visible.includes(found) && !sent.includes(found);
  for (const name of secretFieldNames) if (leaked(name)) problems.push(`the stored-secret name ${name}`);
  for (const match of visible.matchAll(scryptHashPattern)) {
    if (!sent.includes(match[0])) problems.push(`a password hash ${match[0].slice(0, 40)}…`);
  }
  for (const token of knownRefreshTokens) {
    if (leaked(token)) problems.push(`a refresh token (or its stored hash) ${token.slice(0, 8)}…`);
  }
  const signingSecret = process.env[environmentVariableNames.signingSecret];
  if (signingSecret && leaked(signingSecret)) problems.push('the JWT signing secret');
  if (/"(refreshToken|refresh_token)"\s*:/.test(answer.text) && !sent.includes('refresh'))
    problems.push('a refresh token field in a JSON body');
  if (problems.length > 0) {
    throw new Error(`Leak guard: ${where} carries ${problems.join('; ')}\n${answer.text.slice(0, 500)}`);
  }
}

export async function request(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.cookie) for (const value of refreshTokenValuesIn([options.cookie])) rememberRefreshToken(value);
  const sentBody = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = options.from
    ? await sendFrom(options.from, `${base}${path}`, { method, headers, body: sentBody })
    : await fetch(`${base}${path}`, { method, headers, body: sentBody });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = {
    status: response.status,
    body,
    text,
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
  receivedAnswers.push(answer);
  assertNoSecretsIn(answer, {
    method,
    path,
    sent: `${path}\n${sentBody ?? ''}\n${JSON.stringify(options.headers ?? {})}`,
  });
  return answer;
}

/** What `fetch` does, over a socket bound to `localAddress` (fetch cannot choose its source address). */
export function sendFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        // The runtime listens on 127.0.0.1; "localhost" might resolve to ::1, which 127.0.0.x cannot reach.
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method,
        headers: init.headers,
        localAddress,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
          }
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** `refresh_token=value` from a Set-Cookie list, ready to send back as a Cookie header. */
export function refreshCookieFrom(answer: ApiAnswer): string {
  const cookie = answer.setCookies.find((value) => value.startsWith('refresh_token='));
  if (!cookie) throw new Error(`No refresh cookie in answer ${answer.status}: ${answer.text}`);
  return cookie.split(';')[0]!;
}

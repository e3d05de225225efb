import fc from 'fast-check';
import { withoutTrailingSlash } from '../../../../functions/local/http-server';
import { matchRoute } from '../../../../functions/local/route-matcher';
import { maxBodyBytes } from '../../../../functions/request/middleware/body-size-limit';
import type { Role } from '../../../../shared/roles';
import { roles } from '../../../../shared/roles';
import { apiBasePath, type RouteDefinition } from '../../../../shared/routes/route-definition';
import { mutatedArbitrary, validArbitrary, type FieldHints } from './arbitraries-from-zod';
import {
  contentTypes,
  hostileIdSegments,
  hostileKeys,
  hostileQueryValues,
  rawJsonTexts,
  rawQueryTails,
  summarize,
  toJsonText,
} from './hostile-values';

/**
 * One fuzz case is one HTTP request to one route of the route table, as a
 * given principal. `validCaseArbitrary` builds requests every part of which
 * the route's schemas accept; `hostileCaseArbitrary` takes such a request and
 * breaks one or two things about it. Which answers are allowed is not taken
 * from the mutation but worked out again from the request as sent
 * (`predictOutcome`), the way the server's middleware stack sees it.
 */

export const forgedTokens = [
  'garbage',
  'alg-none',
  'wrong-secret',
  'expired',
  'wrong-audience',
  'unknown-role',
  'basic-auth',
  'empty-bearer',
  'two-tokens',
  'oversized',
] as const;
export type ForgedToken = (typeof forgedTokens)[number];

/** Who sends a request: nobody, an account of each role, a since-deleted account, or a forged token. */
export type PrincipalName =
  'signed-out' | Role | 'deleted-teacher' | 'deleted-family' | `forged:${ForgedToken}`;

interface PrincipalFacts {
  validToken: boolean;
  role?: Role;
  accountExists: boolean;
}

function principalFacts(principal: PrincipalName): PrincipalFacts {
  if ((roles as readonly string[]).includes(principal))
    return { validToken: true, role: principal as Role, accountExists: true };
  if (principal === 'deleted-teacher') return { validToken: true, role: 'teacher', accountExists: false };
  if (principal === 'deleted-family') return { validToken: true, role: 'user', accountExists: false };
  return { validToken: false, accountExists: false };
}

/** The refresh cookie: none, a live one, one already used (reuse revokes its family), or raw text. */
export type CookieChoice =
  { kind: 'none' } | { kind: 'fresh' } | { kind: 'used' } | { kind: 'raw'; header: string };

/** Cookie headers that carry no live refresh token, each a valid header value. */
export const hostileCookieHeaders: readonly string[] = [
  'refresh_token=',
  'refresh_token=garbage',
  `refresh_token=${'A'.repeat(4000)}`,
  'refresh_token=%E0%A4%A',
  'refresh_token=%00',
  'refresh_token=%ED%A0%80',
  `refresh_token=${'x'.repeat(43)}`,
  'refresh_token=a; refresh_token=b',
  '__proto__=x; refresh_token=y',
  'hasOwnProperty=1; constructor=2',
  'refresh_token',
  '=refresh_token',
  ';;;',
  'refresh_token="quoted"',
];

/** Routes whose input is the refresh cookie. */
const cookieRoutes = new Set(['auth.refreshToken', 'auth.logout']);

export interface FuzzBody {
  text: string;
  /** `null` sends no Content-Type header at all. */
  contentType: string | null;
}

export interface FuzzCase {
  route: RouteDefinition;
  principal: PrincipalName;
  /** Path parameter → the segment as sent: percent-encoded, or deliberately malformed. */
  segments: Record<string, string>;
  /** The query string as sent, without `?`. */
  query: string;
  body?: FuzzBody;
  cookie: CookieChoice;
  /** What the hostile generator changed, for the report. */
  changes: string[];
}

/** Lone surrogates cannot be percent-encoded as UTF-8; they go as U+FFFD, as a browser would send them. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export const percentEncode = (text: string) => encodeURIComponent(wellFormed(text));

export function pathOf(fuzzCase: FuzzCase): string {
  return fuzzCase.route.path.replace(/\{(\w+)\}/g, (_match, name: string) => fuzzCase.segments[name] ?? '');
}

/** The request line's target below the origin, e.g. `/api/users/…/students?limit=5`. */
export function targetOf(fuzzCase: FuzzCase): string {
  return `${apiBasePath}${pathOf(fuzzCase)}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`;
}

export function describeCase(fuzzCase: FuzzCase): string {
  const parts = [`${fuzzCase.route.method} ${summarize(targetOf(fuzzCase), 300)} as ${fuzzCase.principal}`];
  if (fuzzCase.body)
    parts.push(
      `body (${fuzzCase.body.contentType ?? 'no content type'}): ${summarize(fuzzCase.body.text, 300)}`,
    );
  if (fuzzCase.cookie.kind !== 'none')
    parts.push(
      `cookie: ${fuzzCase.cookie.kind === 'raw' ? summarize(fuzzCase.cookie.header) : fuzzCase.cookie.kind}`,
    );
  if (fuzzCase.changes.length) parts.push(`changes: ${fuzzCase.changes.join('; ')}`);
  return parts.join(' | ');
}

/** fast-check prints a counterexample with this: a readable request, long strings shortened. */
function reportable(fuzzCase: FuzzCase): FuzzCase {
  return Object.assign(fuzzCase, { [fc.toStringMethod]: () => describeCase(fuzzCase) });
}

function queryText(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${percentEncode(name)}=${percentEncode(String(item))}`);
  }
  return pairs.join('&');
}

const jsonBody = (value: unknown): FuzzBody => ({ text: toJsonText(value), contentType: 'application/json' });

export interface CaseEnvironment {
  /** Principals a schema-valid request is sent as (the route's roles, or anyone for a public route). */
  validPrincipals: readonly PrincipalName[];
  /** Principals the route must refuse or that carry no valid token. */
  otherPrincipals: readonly PrincipalName[];
  /** List cursors a client could forge for the route's default listing (see fuzz-school), sent on their own. */
  forgedCursors: readonly string[];
  hints: { params: FieldHints; query: FieldHints; body: FieldHints };
}

/** A request every part of which the route's schemas accept. */
export function validCaseArbitrary(
  route: RouteDefinition,
  environment: CaseEnvironment,
): fc.Arbitrary<FuzzCase> {
  const { hints } = environment;
  const cookie: fc.Arbitrary<CookieChoice> = cookieRoutes.has(route.id)
    ? fc.constantFrom<CookieChoice>({ kind: 'fresh' }, { kind: 'fresh' }, { kind: 'used' }, { kind: 'none' })
    : fc.constant({ kind: 'none' });
  return fc
    .record({
      principal: fc.constantFrom(...environment.validPrincipals),
      params: route.params ? validArbitrary(route.params, hints.params) : fc.constant({}),
      query: route.query ? validArbitrary(route.query, hints.query) : fc.constant({}),
      body: route.body ? validArbitrary(route.body, hints.body) : fc.constant(undefined),
      cookie,
    })
    .map(({ principal, params, query, body, cookie: chosenCookie }) =>
      reportable({
        route,
        principal,
        segments: Object.fromEntries(
          Object.entries(params as Record<string, unknown>).map(([name, value]) => [
            name,
            percentEncode(String(value)),
          ]),
        ),
        query: queryText(query),
        ...(route.body ? { body: jsonBody(body) } : {}),
        cookie: chosenCookie,
        changes: [],
      }),
    );
}

interface Mutation {
  description: string;
  apply: (fuzzCase: FuzzCase) => FuzzCase;
}

const mutation = (description: string, apply: (fuzzCase: FuzzCase) => FuzzCase): Mutation => ({
  description,
  apply,
});

/** The query parameter names the route knows, or a couple of plausible ones. */
function queryNames(route: RouteDefinition): string[] {
  const shape = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['limit', 'page'];
}

function mutationArbitraries(
  route: RouteDefinition,
  environment: CaseEnvironment,
): fc.WeightedArbitrary<Mutation>[] {
  const sendsBody = route.method !== 'GET';
  const families: fc.WeightedArbitrary<Mutation>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => families.push({ weight, arbitrary });

  if (route.body) {
    add(
      6,
      mutatedArbitrary(route.body, environment.hints.body).map((mutated) =>
        mutation(`body: ${mutated.kind} ${summarize(mutated.description, 120)}`, (fuzzCase) => ({
          ...fuzzCase,
          body: jsonBody(mutated.value),
        })),
      ),
    );
  }
  if (sendsBody) {
    add(
      2,
      fc.constantFrom(...rawJsonTexts).map((text) =>
        mutation(`raw body ${summarize(text, 60)}`, (fuzzCase) => ({
          ...fuzzCase,
          body: { text, contentType: 'application/json' },
        })),
      ),
    );
    add(
      2,
      fc.constantFrom(...contentTypes).map((contentType) =>
        mutation(`content type ${contentType ?? 'none'}`, (fuzzCase) => ({
          ...fuzzCase,
          body: { text: fuzzCase.body?.text ?? '{"name":"x"}', contentType },
        })),
      ),
    );
    add(
      1,
      fc.constantFrom(maxBodyBytes + 1, 300 * 1024, 1536 * 1024).map((size) =>
        mutation(`body of ${size} bytes`, (fuzzCase) => ({
          ...fuzzCase,
          body: { text: JSON.stringify({ name: 'x'.repeat(size) }), contentType: 'application/json' },
        })),
      ),
    );
  }
  const parameterNames = Object.keys(
    (route.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {},
  );
  if (parameterNames.length) {
    add(
      5,
      fc
        .record({ name: fc.constantFrom(...parameterNames), segment: fc.constantFrom(...hostileIdSegments) })
        .map(({ name, segment }) =>
          mutation(`path ${name} ← ${summarize(segment, 60)}`, (fuzzCase) => ({
            ...fuzzCase,
            segments: { ...fuzzCase.segments, [name]: segment },
          })),
        ),
    );
  }
  const names = queryNames(route);
  add(
    route.query ? 4 : 1,
    fc
      .record({
        name: fc.constantFrom(...names, ...hostileKeys.slice(0, 7)),
        value: fc.constantFrom(...hostileQueryValues),
        how: fc.constantFrom('replace', 'repeat', 'duplicate', 'raw'),
        raw: fc.constantFrom(...rawQueryTails),
      })
      .map(({ name, value, how, raw }) => {
        if (how === 'duplicate')
          return mutation('query: every parameter twice', (fuzzCase) => ({
            ...fuzzCase,
            query: fuzzCase.query ? `${fuzzCase.query}&${fuzzCase.query}` : `${names[0]}=1&${names[0]}=2`,
          }));
        if (how === 'raw')
          return mutation(`query + ${raw}`, (fuzzCase) => ({
            ...fuzzCase,
            query: fuzzCase.query ? `${fuzzCase.query}&${raw}` : raw,
          }));
        const pair = `${percentEncode(name)}=${percentEncode(value)}`;
        return mutation(`query ${how} ${name}=${summarize(value, 40)}`, (fuzzCase) => {
          const kept =
            how === 'replace'
              ? fuzzCase.query
                  .split('&')
                  .filter((part) => part && !part.startsWith(`${percentEncode(name)}=`))
              : fuzzCase.query.split('&').filter(Boolean);
          return { ...fuzzCase, query: [...kept, pair].join('&') };
        });
      }),
  );
  if (environment.forgedCursors.length) {
    add(
      3,
      fc.constantFrom(...environment.forgedCursors).map((cursor) =>
        mutation(`forged cursor ${summarize(cursor, 80)}`, (fuzzCase) => ({
          ...fuzzCase,
          query: `cursor=${percentEncode(cursor)}`,
        })),
      ),
    );
  }
  add(
    3,
    fc
      .constantFrom(...environment.otherPrincipals)
      .map((principal) => mutation(`as ${principal}`, (fuzzCase) => ({ ...fuzzCase, principal }))),
  );
  if (cookieRoutes.has(route.id)) {
    add(
      6,
      fc.constantFrom(...hostileCookieHeaders).map((header) =>
        mutation(`cookie ${summarize(header, 40)}`, (fuzzCase) => ({
          ...fuzzCase,
          cookie: { kind: 'raw', header },
        })),
      ),
    );
  }
  return families;
}

/** A schema-valid request with one or two things broken (see the families in mutationArbitraries). */
export function hostileCaseArbitrary(
  route: RouteDefinition,
  environment: CaseEnvironment,
): fc.Arbitrary<FuzzCase> {
  const families = mutationArbitraries(route, environment);
  return fc
    .tuple(
      validCaseArbitrary(route, environment),
      fc.array(fc.oneof(...families), { minLength: 1, maxLength: 2 }),
    )
    .map(([base, mutations]) =>
      reportable(
        mutations.reduce(
          (fuzzCase, chosen) => ({
            ...chosen.apply(fuzzCase),
            changes: [...fuzzCase.changes, chosen.description],
          }),
          base,
        ),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// What the answer may be
// ---------------------------------------------------------------------------------------------

export interface Prediction {
  /** The route the server runs: the case's own, another one (a path URLs normalise elsewhere), or none. */
  route: RouteDefinition | undefined;
  /** The request must be answered 4xx. */
  refused: boolean;
  /** Why it must be refused, or why anything goes. */
  reason: string;
  /** Partition-key prefixes a refusal may still write: a failed sign-in's counter, a reused token's family. */
  mayWriteOnRefusal: readonly string[];
  /** The status the middleware answers a refusal with, where it is certain (413, 401, 403, 415, 400, 404). */
  status?: number;
}

/** The local adapter's test for text bodies (functions/local/api-gateway-event.ts); others travel base64. */
const textContentType = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;
/** @middy/http-json-body-parser's test for JSON. */
const jsonContentType = /^application\/([a-z0-9.+-]+\+)?json(;|$)/i;
const maxRequestBytes = 1024 * 1024;

/** What the Lambda's body-size check counts: the bytes, or the base64 text's decoded length. */
function eventBodyBytes(body: FuzzBody): number {
  const bytes = Buffer.byteLength(body.text, 'utf8');
  if (bytes === 0 || textContentType.test(body.contentType ?? '')) return bytes;
  return Math.floor((4 * Math.ceil(bytes / 3) * 3) / 4);
}

/** JSON.parse as middy does it: `__proto__` keys and `constructor.prototype` are refused. */
function parseLikeMiddy(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(text, (key, inner: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && inner && Object.hasOwn(inner, 'prototype')))
        throw new Error('forbidden key');
      return inner;
    });
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** The query as API Gateway hands it over: repeated names joined with commas. */
function serverQuery(search: URLSearchParams): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [name, value] of search) {
    if (Object.hasOwn(parameters, name)) parameters[name] = `${parameters[name]},${value}`;
    else
      Object.defineProperty(parameters, name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return parameters;
}

export function predictOutcome(fuzzCase: FuzzCase): Prediction {
  const refuse = (status: number, reason: string, mayWriteOnRefusal: readonly string[] = []): Prediction => ({
    route,
    refused: true,
    reason,
    mayWriteOnRefusal,
    status,
  });
  const url = new URL(targetOf(fuzzCase), 'http://localhost');
  const match = matchRoute(fuzzCase.route.method, withoutTrailingSlash(url.pathname));
  const route = match?.route;
  if (!match || !route) return refuse(404, 'no route has this method and path');
  const body = fuzzCase.body;
  if (body && Buffer.byteLength(body.text, 'utf8') > maxRequestBytes)
    return refuse(413, 'over the 1 MB request cap');
  if (body && eventBodyBytes(body) > (route.maxBodyBytes ?? maxBodyBytes))
    return refuse(413, 'over the body size limit');
  if (route.access !== 'public') {
    const facts = principalFacts(fuzzCase.principal);
    if (!facts.validToken || !facts.role) return refuse(401, 'no valid access token');
    // Every protected route checks the token against the account before it checks the role.
    if (!facts.accountExists) return refuse(401, 'the account no longer exists');
    if (!route.access.includes(facts.role)) return refuse(403, `role ${facts.role} may not call ${route.id}`);
  }
  let bodyValue: unknown;
  if (route.body) {
    if (!jsonContentType.test(body?.contentType ?? '')) return refuse(415, 'not a JSON content type');
    if (!body || body.text.length === 0) return refuse(400, 'no body');
    const parsed = parseLikeMiddy(body.text);
    if (!parsed.ok) return refuse(400, 'not valid JSON (or a forbidden key)');
    bodyValue = parsed.value;
  }
  if (route.params && !route.params.safeParse(match.pathParameters).success)
    return refuse(400, 'bad path parameters');
  if (route.query && !route.query.safeParse(serverQuery(url.searchParams)).success)
    return refuse(400, 'bad query parameters');
  if (route.body && !route.body.safeParse(bodyValue).success)
    return refuse(400, 'the body schema refuses it');
  if (route.id === 'auth.refreshToken') {
    // Reuse revokes the token's family and ends that sign-in's access tokens (the account's endedSessions).
    if (fuzzCase.cookie.kind === 'used')
      return refuse(401, 'a used refresh token', ['TOKEN_FAMILY#', 'USER#']);
    if (fuzzCase.cookie.kind !== 'fresh') return refuse(401, 'no live refresh token');
  }
  const open = (reason: string, mayWriteOnRefusal: readonly string[] = []): Prediction => ({
    route,
    refused: false,
    reason,
    mayWriteOnRefusal,
  });
  if (route.id === 'auth.login') return open('the service decides', ['LOGIN_ATTEMPTS#']);
  return open(route === fuzzCase.route ? 'the service decides' : `normalised to ${route.id}`);
}

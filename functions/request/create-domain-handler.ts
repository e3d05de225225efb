import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  apiBasePath,
  headRouteKey,
  routeKey,
  type Domain,
  type RouteDefinition,
} from '../../shared/routes/route-definition';
import { parseCookies } from '../platform/cookies';
import { clientAddressOf } from '../platform/edge-headers';
import { notFound } from '../platform/http-errors';
import { jsonResponse } from '../platform/json-response';
import { logCallerAccount, withRequestLogKeys } from '../platform/logger';
import { authenticate, type AuthenticatedContext } from './middleware/authenticate';
import { bodySizeLimit } from './middleware/body-size-limit';
import { compressResponse } from './middleware/compress-response';
import { errorEnvelope } from './middleware/error-envelope';
import { requireOriginSecret } from './middleware/require-origin-secret';
import { validateRequest, type ValidatedContext } from './middleware/validate-request';
import type { DomainServices, RouteResult, RouteService } from '../platform/route-service';

type RouteContext = AuthenticatedContext & ValidatedContext;
type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The answer leaves through the route's own data schema: a zod object drops
 * every field it does not name, so a password hash or token stored beside a
 * record can never reach a response by accident.
 */
/** A file answer: text as is, bytes base64-encoded (API Gateway decodes them), never cached. */
function fileResponse(
  route: RouteDefinition,
  result: RouteResult<RouteDefinition>,
): APIGatewayProxyStructuredResultV2 {
  const content = result.data as string | Uint8Array;
  const binary = typeof content !== 'string';
  const fileName = result.fileName?.replace(/[^\w.-]/g, '_');
  return {
    statusCode: route.successStatus ?? 200,
    headers: {
      'content-type':
        binary && !route.produces!.startsWith('text/') ? route.produces! : `${route.produces}; charset=utf-8`,
      'cache-control': 'no-store',
      ...(result.contentEncoding
        ? { 'content-encoding': result.contentEncoding, vary: 'Accept-Encoding' }
        : {}),
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
    body: binary ? Buffer.from(content).toString('base64') : content,
    isBase64Encoded: binary,
  };
}

function successResponse(
  route: RouteDefinition,
  result: RouteResult<RouteDefinition>,
): APIGatewayProxyStructuredResultV2 {
  // Only a path on this site: a redirect that took a URL from the request would be an open redirect.
  if (
    route.successStatus === 303 &&
    result.redirectTo?.startsWith('/') &&
    !result.redirectTo.startsWith('//')
  )
    return {
      statusCode: 303,
      headers: { location: result.redirectTo, 'cache-control': 'no-store' },
      body: '',
    };
  if (route.produces && route.produces !== 'application/json') return fileResponse(route, result);
  const data = route.data.parse(result.data);
  const body =
    route.envelope === false
      ? data
      : {
          success: true,
          data,
          ...(result.message ? { message: result.message } : {}),
          ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}),
        };
  return jsonResponse(result.statusCode ?? route.successStatus ?? 200, body, { cookies: result.cookies });
}

/** The body as the sender wrote it, and the headers (normalized to lower case), for a `rawBody` route. */
function rawRequest(event: APIGatewayProxyEventV2) {
  const body = event.body ?? '';
  return {
    rawBody: event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
    headers: event.headers ?? {},
  };
}

function createRouteHandler(route: RouteDefinition, service: RouteService<RouteDefinition>): LambdaHandler {
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>()
    .use(httpHeaderNormalizer())
    // Registered before the rest so it compresses last, once the answer is final.
    .use(compressResponse())
    .use(errorEnvelope(route.id))
    // Before anything else reads the request: a caller that went around CloudFront learns nothing.
    .use(requireOriginSecret())
    .use(bodySizeLimit(route.maxBodyBytes));
  // Who is calling is settled before any body is parsed: strangers learn nothing about a route's input.
  chain.use(authenticate(route));
  chain.use({ before: (request) => logCallerAccount(request.context.principal?.userId) });
  if (route.body && !route.rawBody) chain.use(httpJsonBodyParser());
  chain.use(validateRequest(route));
  return chain.handler(async (event, context) => {
    const validated = context.validated!;
    const result = await service({
      params: validated.params,
      query: validated.query,
      body: validated.body,
      principal: context.principal,
      cookies: parseCookies(event),
      sourceIp: clientAddressOf(event),
      acceptEncoding: event.headers?.['accept-encoding'],
      requestId: event.requestContext.requestId,
      ...(route.rawBody ? rawRequest(event) : {}),
    } as never);
    return successResponse(route, result);
  }) as LambdaHandler;
}

/**
 * HEAD runs the GET's whole chain (the same role check, validation and status) and keeps its headers, with
 * the length of the body it leaves out.
 */
function headOf(handler: LambdaHandler): LambdaHandler {
  return async (event, context) => {
    const answer = await handler(event, context);
    const body = answer.body ?? '';
    const length = answer.isBase64Encoded ? Buffer.from(body, 'base64').length : Buffer.byteLength(body);
    return {
      ...answer,
      headers: { ...answer.headers, 'content-length': String(length) },
      body: '',
      isBase64Encoded: false,
    };
  };
}

/**
 * One Lambda per domain (docs/architecture.md#one-lambda-per-domain): API Gateway's route key picks the
 * route, and each route has its own middy chain (body parsing only where the
 * route takes a body).
 *
 * `routes` are the route-table entries the handler file imports itself (a
 * route file such as dashboard-routes.ts), not the whole table: building
 * every zod schema of the product was most of a function's cold start. The
 * services' type names every route of the domain, and a service without a
 * route here, or a route without a service, fails at cold start, so the two
 * cannot drift from the table.
 */
export function createDomainHandler<D extends Domain>(
  domain: D,
  routes: Readonly<Record<string, RouteDefinition>>,
  services: DomainServices<D>,
): LambdaHandler {
  const handlers = new Map<string, { routeId: string; handler: LambdaHandler }>();
  const servicesById = services as Record<string, RouteService<RouteDefinition> | undefined>;
  const domainRoutes = Object.values(routes).filter((route) => route.domain === domain);
  for (const route of domainRoutes) {
    const service = servicesById[route.id];
    if (!service) throw new Error(`Domain ${domain} has no service for route ${route.id}`);
    const handler = createRouteHandler(route, service);
    handlers.set(routeKey(route, apiBasePath), { routeId: route.id, handler });
    if (route.method === 'GET')
      handlers.set(headRouteKey(route, apiBasePath), { routeId: route.id, handler: headOf(handler) });
  }
  const unrouted = Object.keys(servicesById).filter((id) => !domainRoutes.some((route) => route.id === id));
  if (unrouted.length) throw new Error(`Domain ${domain} was given no route for ${unrouted.join(', ')}`);
  let coldStart = true;
  return async (event, context) => {
    const routed = handlers.get(event.routeKey);
    if (!routed) return jsonResponse(404, { success: false, message: notFound().message });
    const keys = { requestId: event.requestContext.requestId, routeId: routed.routeId, coldStart };
    coldStart = false;
    return withRequestLogKeys(keys, () => routed.handler(event, context));
  };
}

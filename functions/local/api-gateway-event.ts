import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { apiBasePath, headRouteKey, routeKey } from '../../shared/routes/route-definition';
import type { RouteMatch } from './route-matcher';

const textContentType = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** API Gateway joins repeated query parameters with commas; so does this. */
function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [name, value] of search)
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  return Object.keys(parameters).length ? parameters : undefined;
}

function headerMap(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/** Builds the payload-format-2.0 event that API Gateway's HTTP API would hand the domain function. */
export function apiGatewayEvent(
  request: IncomingMessage,
  url: URL,
  match: RouteMatch,
  body: Buffer,
  /** What CloudFront would add (platform/edge-headers.ts), replacing any header of the same name the caller sent. */
  edgeHeaders: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  const contentType = request.headers['content-type'] ?? '';
  const isText = body.length === 0 || textContentType.test(contentType);
  const now = new Date();
  const key =
    match.method === 'HEAD' ? headRouteKey(match.route, apiBasePath) : routeKey(match.route, apiBasePath);
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers: { ...headerMap(request), ...edgeHeaders },
    queryStringParameters: queryParameters(url.searchParams),
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: request.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

export function lambdaContext(functionName: string, requestId: string): Context {
  // Generous on purpose: a loaded development machine (or CI) can take seconds for scrypt, and
  // middy answers 500 when the remaining time runs out. The deployed functions keep their own timeout.
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

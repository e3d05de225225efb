import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiBasePath, type Domain } from '../../shared/routes/route-definition';
import { securityHeaders, strictTransportSecurity } from '../../shared/security-headers';
import { serviceUnavailableMessage } from '../../shared/service-unavailable';
import { logger } from '../platform/logger';
import { edgeHeaderNames } from '../platform/edge-headers';
import { apiGatewayEvent, lambdaContext } from './api-gateway-event';
import type { DomainHandler } from './domain-handlers';
import { matchRoute } from './route-matcher';
import { awaitStoredWrites } from './write-barrier';

/** API Gateway refuses larger payloads itself; reading stops here so a huge upload cannot exhaust memory. */
const maxRequestBytes = 1024 * 1024;

class RequestTooLarge extends Error {}

/**
 * `/api/subjects/` is `/api/subjects` (docs/architecture.md#calls), as CloudFront's api-trailing-slash
 * function makes it in AWS.
 */
export function withoutTrailingSlash(path: string): string {
  return path.length > `${apiBasePath}/`.length && path.endsWith('/') ? path.slice(0, -1) : path;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxRequestBytes) {
        reject(new RequestTooLarge());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sendLambdaResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.statusCode = result.statusCode ?? 200;
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/**
 * The headers CloudFront adds in AWS: the origin secret and the viewer's
 * address (here the socket's). Undefined when the runtime plays API
 * Gateway's own endpoint, reached around the edge.
 */
export interface LocalEdge {
  originSecret: string;
}

function edgeHeadersFor(request: IncomingMessage, edge: LocalEdge | undefined): Record<string, string> {
  if (!edge) return {};
  return {
    [edgeHeaderNames.originSecret]: edge.originSecret,
    [edgeHeaderNames.viewerAddress]: request.socket.remoteAddress ?? '127.0.0.1',
  };
}

async function serveApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  handlers: Record<Domain, DomainHandler>,
  edge: LocalEdge | undefined,
  writes: LocalWrites,
): Promise<void> {
  const match = matchRoute(request.method ?? 'GET', withoutTrailingSlash(url.pathname));
  if (!match) {
    request.resume();
    sendJson(response, 404, { success: false, message: 'Not Found' });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof RequestTooLarge)
      return sendJson(response, 413, { success: false, message: 'Request body is too large' });
    throw error;
  }
  const event = apiGatewayEvent(request, url, match, body, edgeHeadersFor(request, edge));
  const context = lambdaContext(`school-${match.route.domain}`, event.requestContext.requestId);
  // API Gateway's HTTP API names every answer's request the same way: the id the audit log records.
  response.setHeader('apigw-requestid', event.requestContext.requestId);
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await handlers[match.route.domain](event, context);
  } catch (error) {
    // What API Gateway answers when the function itself crashes.
    console.error(error);
    return sendJson(response, 500, { message: 'Internal Server Error' });
  }
  const wrote = request.method !== 'GET' && request.method !== 'HEAD';
  if (wrote && writes.confirmStored && !(await storedWritesConfirmed())) {
    // The database died after (or while) the function wrote: the write may be lost, so it is not acknowledged.
    return sendJson(response, 503, { success: false, message: serviceUnavailableMessage });
  }
  sendLambdaResult(response, result);
  if (wrote) writes.afterWrite();
}

/** The write barrier (write-barrier.ts); false when the database does not answer it. */
async function storedWritesConfirmed(): Promise<boolean> {
  try {
    await awaitStoredWrites();
    return true;
  } catch (error) {
    logger.warn('the write barrier failed', { error: (error as Error).message });
    return false;
  }
}

const notBuilt = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
};

/**
 * A file that vanishes between sirv's lookup and its read makes the read
 * stream fail after the headers went: the answer is cut short (the browser
 * sees a failed load), and the error is this answer's, never the process's.
 */
function endAnswerOnReadError(response: ServerResponse): void {
  response.once('pipe', (source: NodeJS.ReadableStream) => {
    source.once('error', (error: Error) => {
      logger.warn('a static file could not be read', { error: error.message });
      if (response.headersSent) response.destroy();
      else {
        response.statusCode = 404;
        response.end('Not found');
      }
    });
  });
}

/** `webRoot` undefined: nothing is built. */
function staticFiles(webRoot: string | undefined) {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return notBuilt;
  const serve = sirv(webRoot, {
    single: true,
    etag: true,
    // Looked up on every request rather than listed once at start: a file removed since answers 404.
    dev: true,
    // The build's .br and .gz copies (web/precompress-plugin.ts): compressed as CloudFront sends them.
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      // Hashed assets never change; index.html must always be revalidated to pick up a new build.
      response.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    endAnswerOnReadError(response);
    try {
      serve(request, response, next);
    } catch (error) {
      // The lookup's stat of a file removed that very moment.
      logger.warn('a static file could not be looked up', { error: (error as Error).message });
      if (!response.headersSent) next();
    }
  };
}

/** What the front door does around an API write. */
export interface LocalWrites {
  /**
   * Acknowledge a write only once the database has stored it (the write barrier, write-barrier.ts): for
   * a database on disk. One in memory (the tests' shared DynamoDB Local) has no file a write could
   * still be on its way to, and loses everything with its process anyway.
   */
  confirmStored: boolean;
  /** Runs once a write's answer is sent (the local outbox drain's nudge, the stream's stand-in). */
  afterWrite: () => void;
}

/** The one HTTP front door: `/api/*` to the domain handlers (API Gateway's stand-in), the rest to the SPA. */
export function createHttpServer(
  handlers: Record<Domain, DomainHandler>,
  webRoot: string | undefined,
  edge: LocalEdge | undefined,
  writes: LocalWrites = { confirmStored: true, afterWrite: () => {} },
): Server {
  const serveStatic = staticFiles(webRoot);
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    // The same set CloudFront sends. Browsers ignore HSTS over plain http://localhost
    // (RFC 6797 §8.1), so it changes nothing here but keeps the two in step.
    response.setHeader('strict-transport-security', strictTransportSecurity);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === apiBasePath || url.pathname.startsWith(`${apiBasePath}/`)) {
      serveApi(request, response, url, handlers, edge, writes).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      });
      return;
    }
    serveStatic(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    });
  });
}

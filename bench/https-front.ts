import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * CloudFront serves the web app over HTTP/2 (and 3) with TLS
 * (infra/constructs/web-distribution.ts); the local runtime over plain
 * HTTP/1.1. The two load a page's chunks very differently: HTTP/1.1 opens at
 * most six connections to an origin and waits a round trip per request on
 * each, HTTP/2 asks for all of them at once on one connection. Lighthouse's
 * phone simulation (150 ms round trips) models both, so a page of thirty
 * chunks audited over HTTP/1.1 pays about five round trips that no phone
 * pays in production. This front end stands in for CloudFront in front of
 * the runtime: HTTPS with HTTP/2, a self-signed certificate for localhost
 * made for the run (the browser is told to accept it), every request passed
 * on to the runtime as it came.
 */
export interface HttpsFront {
  url: string;
  stop(): Promise<void>;
}

/** Headers of one hop only (RFC 9113 §8.2.2): HTTP/2 forbids them, HTTP/1.1 needs its own. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'https-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwardedHeaders(request: Http2ServerRequest): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || hopByHop.has(name) || value === undefined) continue;
    headers[name] = value;
  }
  headers.host = request.authority;
  return headers;
}

/** HTTPS and HTTP/2 on a free port of localhost, in front of `origin` (the local runtime's http:// address). */
export async function startHttpsFront(origin: string): Promise<HttpsFront> {
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
        agent,
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Headers the edge adds to every API request before a function sees it:
 * CloudFront in AWS (infra/constructs/web-distribution.ts), the local
 * runtime's HTTP adapter on one machine. A viewer cannot forge them: the
 * edge overwrites whatever the viewer sent, and a request that went around
 * the edge lacks the origin secret and is refused before anything else.
 */
export const edgeHeaderNames = {
  /** The secret only CloudFront and the functions know (Secrets Manager in AWS). */
  originSecret: 'x-origin-verify',
  /** The viewer's IP address as the edge saw it (API Gateway's sourceIp is CloudFront's own). */
  viewerAddress: 'x-viewer-address',
} as const;

/**
 * Who is calling, for per-client limits: the viewer address the edge
 * forwards, trusted because only requests through the edge pass the origin
 * check; API Gateway's source address when nothing forwarded one.
 */
export function clientAddressOf(event: APIGatewayProxyEventV2): string {
  return event.headers?.[edgeHeaderNames.viewerAddress] || event.requestContext.http.sourceIp;
}

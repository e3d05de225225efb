import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** API answers are personal data: never cached by browsers or CloudFront. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  extra: { headers?: Record<string, string>; cookies?: string[] } = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extra.headers,
    },
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { payloadTooLarge } from '../../platform/http-errors';

/** No request of this API needs more; API Gateway alone would let 10 MB through. */
export const maxBodyBytes = 100 * 1024;

/** The route's own limit where it names one (an upload), the API's otherwise. */
export function bodySizeLimit(limitBytes = maxBodyBytes): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      if (!event.body) return;
      const bytes = event.isBase64Encoded
        ? Math.floor((event.body.length * 3) / 4)
        : Buffer.byteLength(event.body, 'utf8');
      if (bytes > limitBytes) throw payloadTooLarge(limitBytes);
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { edgeHeaderNames } from '../../platform/edge-headers';
import { forbidden } from '../../platform/http-errors';
import { originSecret } from '../../platform/origin-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses (403) a request that did not come through CloudFront: only
 * CloudFront adds the origin secret, so API Gateway's own endpoint is of no
 * use to someone avoiding the WAF's limits or forging the viewer address.
 * Compared as SHA-256 digests in constant time, so the answer's timing says
 * nothing about how much of a guess was right.
 */
export function requireOriginSecret(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const expected = await originSecret();
      if (expected === undefined) return;
      const sent = event.headers?.[edgeHeaderNames.originSecret] ?? '';
      if (!timingSafeEqual(digest(sent), digest(expected))) throw forbidden('Forbidden');
    },
  };
}

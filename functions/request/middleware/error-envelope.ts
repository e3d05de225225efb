import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError, serviceUnavailable } from '../../platform/http-errors';
import { logger } from '../../platform/logger';
import { jsonResponse } from '../../platform/json-response';
import { isTemporaryOutage } from '../../platform/temporary-outage';

/** middy's own parsers throw errors with these statuses; say what went wrong in our words. */
const middyMessages: Record<number, string> = {
  415: 'Content-Type must be application/json',
  422: 'Request body must be valid JSON',
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 422) return new HttpError(400, middyMessages[422]!);
  if (typeof status === 'number' && middyMessages[status])
    return new HttpError(status, middyMessages[status]);
  // The database (or S3) is down, restarting or throttling even after the SDK's retries: worth asking again.
  if (isTemporaryOutage(error)) return serviceUnavailable();
  return new HttpError(500, 'Something went wrong on our side. Please try again.');
}

/**
 * The one error handler, registered first so its `onError` runs last: every
 * failure leaves as `{ success: false, message, errors? }`. A service that is
 * briefly out of reach answers 503 (temporary-outage.ts); other unexpected
 * errors are logged with their stack but answered 500 with a generic message.
 */
export function errorEnvelope(
  routeId: string,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const httpError = toHttpError(request.error);
      if (httpError.statusCode >= 500) {
        const error = request.error as Error | undefined;
        logger.error('request failed', { routeId, error: error?.message, stack: error?.stack });
      }
      request.response = jsonResponse(
        httpError.statusCode,
        {
          success: false,
          message: httpError.message,
          ...(httpError.fieldErrors ? { errors: httpError.fieldErrors } : {}),
        },
        { headers: httpError.headers },
      );
    },
  };
}

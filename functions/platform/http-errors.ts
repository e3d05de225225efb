import { serviceUnavailableMessage } from '../../shared/service-unavailable';

/**
 * Typed errors a service throws; the error-envelope middleware turns each into
 * `{ success: false, message, errors? }` with its status code. Anything else
 * thrown is a bug and becomes a 500 with a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);

export const unauthorized = (message = 'Authentication required. Please log in.') =>
  new HttpError(401, message);

export const forbidden = (message = 'You do not have permission to perform this action') =>
  new HttpError(403, message);

export const notFound = (message = 'Not found') => new HttpError(404, message);

export const conflict = (message: string) => new HttpError(409, message);

export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `Request body is too large (the limit is ${Math.floor(limitBytes / 1024)} KB)`);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** The database (or another AWS service a route needs) is not answering: asking again shortly may work. */
export const serviceUnavailable = () =>
  new HttpError(503, serviceUnavailableMessage, undefined, { 'retry-after': '5' });

/** A link that worked once and no longer does (used, replaced or expired): asking again will not help. */
export const gone = (message: string) => new HttpError(410, message);

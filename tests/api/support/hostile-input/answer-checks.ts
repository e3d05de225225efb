import type { ApiAnswer } from '../http';
import type { Prediction } from './fuzz-requests';

/** Error names the AWS SDK gives DynamoDB's and S3's failures: none may reach a client. */
export const awsErrorNames: readonly string[] = [
  'ConditionalCheckFailedException',
  'TransactionCanceledException',
  'TransactionConflictException',
  'TransactionInProgressException',
  'ValidationException',
  'ResourceNotFoundException',
  'ProvisionedThroughputExceededException',
  'ItemCollectionSizeLimitExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'SerializationException',
  'UnrecognizedClientException',
  'AccessDeniedException',
  'InternalServerError',
  'DynamoDBServiceException',
  'NoSuchKey',
  'NoSuchBucket',
];

/** Signs of a stack trace or of the server's own file layout. */
const stackTracePatterns: readonly RegExp[] = [
  /\bat [\w$.<>[\]]+ \(.+:\d+:\d+\)/,
  /\bat (?:async )?(?:file:\/\/|\/)[^\s]+:\d+:\d+/,
  /node:internal/,
  /node_modules\//,
  /\.ts:\d+:\d+/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): /,
];

/** Secrets that live in the table beside the records, and must never travel. */
const secretNames: readonly string[] = ['passwordHash', 'refreshToken'];

/**
 * What is wrong with a response text: a stack trace, a secret's name or a raw
 * AWS error. A word the request itself sent (a field named `passwordHash`
 * that a refusal names back) does not count.
 */
export function leakProblems(text: string, routeId: string | undefined, sent = ''): string[] {
  const problems: string[] = [];
  for (const pattern of stackTracePatterns)
    if (pattern.test(text)) problems.push(`the body looks like a stack trace (${pattern})`);
  if (text.includes(process.cwd())) problems.push('the body names a server path');
  for (const name of secretNames) {
    // The OpenAPI document names the route auth.refreshToken; that is the route's id, not a token.
    if (name === 'refreshToken' && routeId === 'system.openapi') continue;
    if (text.includes(name) && !sent.includes(name)) problems.push(`the body contains "${name}"`);
  }
  for (const name of awsErrorNames)
    if (text.includes(name) && !sent.includes(name)) problems.push(`the body contains "${name}"`);
  return problems;
}

/**
 * Everything wrong with one answer to a fuzz case: a 5xx; a success for a
 * request that must be refused; a refusal that is not `{ success: false,
 * message }` with a non-empty message; a success that is not the route's
 * envelope or file; and leaks (leakProblems).
 */
/** A route declared to answer 303 (the unsubscribe link opened in a browser) may, to a path on this site only. */
function redirectsAsDeclared(answer: ApiAnswer, route: Prediction['route']): boolean {
  const location = answer.headers.get('location') ?? '';
  return (
    answer.status === 303 &&
    route?.successStatus === 303 &&
    location.startsWith('/') &&
    !location.startsWith('//')
  );
}

export function answerProblems(answer: ApiAnswer, prediction: Prediction, sent = ''): string[] {
  const problems: string[] = [];
  const { status } = answer;
  const route = prediction.route;
  if (status >= 500) problems.push(`answered ${status}`);
  else if (status < 200 || (status >= 300 && status < 400 && !redirectsAsDeclared(answer, route)))
    problems.push(`answered ${status}`);
  else if (status < 300 && prediction.refused)
    problems.push(`answered ${status} to a request that must be refused (${prediction.reason})`);
  if (prediction.status !== undefined && status < 500 && status !== prediction.status)
    problems.push(`answered ${status}, not ${prediction.status} (${prediction.reason})`);
  if (status >= 400) {
    const contentType = answer.headers.get('content-type') ?? '';
    if (!contentType.startsWith('application/json'))
      problems.push(`a refusal of content type "${contentType}"`);
    const body = answer.body as { success?: unknown; message?: unknown } | undefined;
    if (body?.success !== false) problems.push('a refusal without success: false');
    if (typeof body?.message !== 'string' || body.message.trim() === '')
      problems.push('a refusal without a message');
  } else if (status >= 200 && status < 300 && route) {
    const produces = route.produces ?? 'application/json';
    const contentType = answer.headers.get('content-type') ?? '';
    if (!contentType.startsWith(produces))
      problems.push(`a success of content type "${contentType}", not ${produces}`);
    if (produces === 'application/json') {
      const body = answer.body as { success?: unknown } | undefined;
      if (route.envelope === false ? typeof body !== 'object' || body === null : body?.success !== true)
        problems.push('a success outside the envelope');
    }
  }
  problems.push(...leakProblems(answer.text, route?.id, sent));
  return problems;
}

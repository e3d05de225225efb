/**
 * What every API route answers (503) while its database is down, restarting or throttled, and what
 * the web app shows then: the server's words, or these when a 503 came without them (CloudFront's own).
 */
export const serviceUnavailableMessage = 'The service is briefly unavailable. Please try again.';

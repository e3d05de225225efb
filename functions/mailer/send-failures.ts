/**
 * SES v2 errors that no retry can cure: the request or the address is wrong,
 * the sender is not verified, the account cannot send. Everything else
 * (throttling, a 5xx, a network error) is worth another attempt.
 */
const permanentErrors = new Set([
  'BadRequestException',
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'NotFoundException',
  'AccountSuspendedException',
]);

export function isPermanentSendError(error: unknown): boolean {
  return error instanceof Error && permanentErrors.has(error.name);
}

/** A reason short enough to store and show: the error's name and message, never a stack. */
export function failureReasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  return `${error.name}: ${error.message}`.slice(0, 500);
}

/** A failure of ours, not the provider's: the message cannot be composed (the account is gone). */
export class UndeliverableMessage extends Error {
  override name = 'Undeliverable';
}

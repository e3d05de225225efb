/**
 * What every failed API call throws. `status` is 0 when no response arrived
 * (offline, DNS, CORS, connection reset), so screens can tell "Network error"
 * apart from an answer the server gave.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Field name → message, from the error envelope's `errors`. */
    readonly errors: Readonly<Record<string, string>> = {},
    /** False when the body carried no `message` and `message` is a generic stand-in. */
    readonly hasServerMessage = true,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message a screen shows: the server's own words when it gave some,
 * otherwise the screen's fallback (docs/architecture.md#messages: each screen has its own).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Network error';
    return error.hasServerMessage ? error.message : fallback;
  }
  return fallback;
}

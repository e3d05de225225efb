import { ApiError } from '../../api/api-error';

/**
 * The words each sign-in screen shows when its call fails (docs/architecture.md#messages): the
 * server's message when it sent one, 'Network error' when nothing came back,
 * otherwise the screen's fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Network error';
    return error.hasServerMessage ? error.message : 'Invalid email or password';
  }
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return 'An unknown error occurred during login. Please try again.';
}

export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Network error';
    return error.hasServerMessage ? error.message : 'Setup failed. Please try again.';
  }
  return 'An unknown error occurred during setup. Please try again.';
}

export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Network error';
    return error.hasServerMessage ? error.message : 'Registration failed. Please try again.';
  }
  return 'Registration failed. Please try again.';
}

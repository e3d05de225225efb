import { ApiError } from '../../api/api-error';

/**
 * The progress page's error wording, kept in one
 * pure place so the screen and its tests agree on every word.
 */

export const networkLoadMessage =
  'Network error: No response received from server. Please check your internet connection.';

/** Loading a sheet (or its notes, or the subject behind it): one message per status code. */
export function progressLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error
      ? `Error: ${error.message}`
      : 'An unexpected error occurred. Please try again.';
  }
  if (error.isNetworkError) return networkLoadMessage;
  if (error.status === 404) {
    return `Resource not found: ${error.hasServerMessage ? error.message : 'Check if the student or subject exists'}`;
  }
  if (error.status === 403) return `Access denied: ${error.message}`;
  if (error.status === 500) return `Server error: ${error.message}`;
  return `Error (${error.status}): ${error.message}`;
}

export type ProgressWriteAction = 'updateProgress' | 'updateNotes' | 'deleteNotes';

const writePrefixes: Record<ProgressWriteAction, string> = {
  updateProgress: 'Failed to update progress. ',
  updateNotes: 'Failed to update notes. ',
  deleteNotes: 'Failed to delete notes. ',
};

/** Saving a status or a note: the action's prefix, then the most useful reason the answer gives. */
export function progressWriteErrorMessage(action: ProgressWriteAction, error: unknown): string {
  return writePrefixes[action] + writeFailureReason(error);
}

function writeFailureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  if (error.isNetworkError) return 'No response from server. Please check your internet connection.';
  if (error.status === 404) return 'Student or topic not found. Please refresh the page and try again.';
  if (error.status === 403) return 'You do not have permission to update this progress.';
  if (error.hasServerMessage) return error.message;
  return `Server error (${error.status}). Please try again later.`;
}

/**
 * A curriculum or student action on the progress page: the spec's fallback
 * ('Failed to add subject'), followed by the server's reason when it gave one.
 */
export function progressActionErrorMessage(fallback: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return `${fallback}: Network error`;
    if (error.hasServerMessage) return `${fallback}: ${error.message}`;
  }
  return fallback;
}

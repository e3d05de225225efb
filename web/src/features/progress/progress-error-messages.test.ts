import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  networkLoadMessage,
  progressActionErrorMessage,
  progressLoadErrorMessage,
  progressWriteErrorMessage,
} from './progress-error-messages';

const silent = (status: number) => new ApiError(status, `Request failed with status ${status}`, {}, false);
const offline = new ApiError(0, 'Network error', {}, false);

describe('progressLoadErrorMessage', () => {
  it("404: the server's message, or advice to check the ids", () => {
    expect(progressLoadErrorMessage(new ApiError(404, 'This subject is not allocated to this student'))).toBe(
      'Resource not found: This subject is not allocated to this student',
    );
    expect(progressLoadErrorMessage(silent(404))).toBe(
      'Resource not found: Check if the student or subject exists',
    );
  });

  it('403, 500 and any other status have their own prefix', () => {
    expect(
      progressLoadErrorMessage(new ApiError(403, 'You do not have permission to view this student')),
    ).toBe('Access denied: You do not have permission to view this student');
    expect(progressLoadErrorMessage(new ApiError(500, 'Internal server error'))).toBe(
      'Server error: Internal server error',
    );
    expect(progressLoadErrorMessage(new ApiError(400, 'Invalid student ID format'))).toBe(
      'Error (400): Invalid student ID format',
    );
    expect(progressLoadErrorMessage(silent(503))).toBe('Error (503): Request failed with status 503');
  });

  it('no response', () => {
    expect(progressLoadErrorMessage(offline)).toBe(networkLoadMessage);
    expect(networkLoadMessage).toBe(
      'Network error: No response received from server. Please check your internet connection.',
    );
  });

  it('something that is not an API error', () => {
    expect(progressLoadErrorMessage(new Error('boom'))).toBe('Error: boom');
    expect(progressLoadErrorMessage('odd')).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('progressWriteErrorMessage', () => {
  it('names the action first', () => {
    const error = new ApiError(400, 'Notes must not exceed 25 characters');
    expect(progressWriteErrorMessage('updateProgress', error)).toBe(
      'Failed to update progress. Notes must not exceed 25 characters',
    );
    expect(progressWriteErrorMessage('updateNotes', error)).toBe(
      'Failed to update notes. Notes must not exceed 25 characters',
    );
    expect(progressWriteErrorMessage('deleteNotes', error)).toBe(
      'Failed to delete notes. Notes must not exceed 25 characters',
    );
  });

  it('404 and 403 have fixed advice, whatever the server said', () => {
    expect(progressWriteErrorMessage('updateProgress', new ApiError(404, 'Topic not found'))).toBe(
      'Failed to update progress. Student or topic not found. Please refresh the page and try again.',
    );
    expect(progressWriteErrorMessage('updateNotes', new ApiError(403, 'No'))).toBe(
      'Failed to update notes. You do not have permission to update this progress.',
    );
  });

  it('an answer without a message, no answer, and anything else', () => {
    expect(progressWriteErrorMessage('updateProgress', silent(502))).toBe(
      'Failed to update progress. Server error (502). Please try again later.',
    );
    expect(progressWriteErrorMessage('deleteNotes', offline)).toBe(
      'Failed to delete notes. No response from server. Please check your internet connection.',
    );
    expect(progressWriteErrorMessage('updateProgress', new TypeError('x'))).toBe(
      'Failed to update progress. An unexpected error occurred. Please try again.',
    );
  });
});

describe('progressActionErrorMessage', () => {
  it("adds the server's reason to the fallback when there is one", () => {
    expect(progressActionErrorMessage('Failed to add subject', new ApiError(409, 'Name taken'))).toBe(
      'Failed to add subject: Name taken',
    );
    expect(progressActionErrorMessage('Failed to add unit', silent(500))).toBe('Failed to add unit');
    expect(progressActionErrorMessage('Failed to add topic', offline)).toBe(
      'Failed to add topic: Network error',
    );
    expect(progressActionErrorMessage('Failed to delete subject', new Error('x'))).toBe(
      'Failed to delete subject',
    );
  });
});

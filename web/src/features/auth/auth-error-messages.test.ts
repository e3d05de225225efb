import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { loginErrorMessage, registrationErrorMessage, setupErrorMessage } from './auth-error-messages';

describe('loginErrorMessage', () => {
  it("shows the server's message", () => {
    expect(loginErrorMessage(new ApiError(429, 'Too many login attempts. Please try again later.'))).toBe(
      'Too many login attempts. Please try again later.',
    );
  });

  it("falls back to 'Invalid email or password' when the server said nothing", () => {
    expect(loginErrorMessage(new ApiError(401, 'Request failed with status 401', {}, false))).toBe(
      'Invalid email or password',
    );
  });

  it("says 'Network error' when no answer came", () => {
    expect(loginErrorMessage(new ApiError(0, 'Network error', {}, false))).toBe('Network error');
  });

  it('prefixes other errors and has a last resort', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Error: boom');
    expect(loginErrorMessage('strange')).toBe('An unknown error occurred during login. Please try again.');
  });
});

describe('setup and registration messages', () => {
  it('use their own fallbacks', () => {
    const silent = new ApiError(500, 'Request failed with status 500', {}, false);
    expect(setupErrorMessage(silent)).toBe('Setup failed. Please try again.');
    expect(registrationErrorMessage(silent)).toBe('Registration failed. Please try again.');
    expect(setupErrorMessage(undefined)).toBe('An unknown error occurred during setup. Please try again.');
  });

  it("show the server's message", () => {
    expect(registrationErrorMessage(new ApiError(409, 'User already exists'))).toBe('User already exists');
  });
});

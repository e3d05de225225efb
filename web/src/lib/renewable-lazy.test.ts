import { describe, expect, it } from 'vitest';
import { CodeDownloadError, isCodeDownloadFailure } from './renewable-lazy';

describe('isCodeDownloadFailure', () => {
  it('knows each browser’s failed dynamic import, Vite’s stylesheet preload and our own', () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: https://school.example/assets/page.js'),
      new TypeError('error loading dynamically imported module: https://school.example/assets/page.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/page.css'),
      new CodeDownloadError('the lessons calendar', new TypeError('Failed to fetch')),
    ];
    for (const failure of failures) expect(isCodeDownloadFailure(failure), failure.message).toBe(true);
  });

  it('leaves any other error to be called a fault', () => {
    for (const error of [new TypeError('x is undefined'), new Error('Invalid date'), 'a string', null])
      expect(isCodeDownloadFailure(error)).toBe(false);
  });
});

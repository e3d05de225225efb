import { lazy, type ComponentType } from 'react';

/** The download of some code loaded on demand failed: what the load boundaries catch, and nothing else. */
export class CodeDownloadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The code of ${what} did not download`, { cause });
    this.name = 'CodeDownloadError';
  }
}

/**
 * `lazy`, for code whose download may fail (a phone's connection dropping):
 * a failed download throws a `CodeDownloadError`, and `renew` makes a fresh
 * loader, since `lazy` keeps a failure for good (the browser fetches a
 * failed module again when asked). `what` names the code in the error.
 * `Component` is read at each drawing, so that it is the renewed one.
 */
export function renewableLazy<Props extends object>(what: string, load: () => Promise<ComponentType<Props>>) {
  const makeLazy = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new CodeDownloadError(what, error);
      }
    });
  let Component = makeLazy();
  return {
    get Component() {
      return Component;
    },
    renew: () => {
      Component = makeLazy();
    },
  };
}

/**
 * Whether `error` is code that did not download: ours, or the browser's own
 * failed dynamic import (Chromium, Firefox and Safari each word it their way),
 * or Vite's preload helper failing on a chunk's stylesheet.
 */
export function isCodeDownloadFailure(error: unknown): boolean {
  if (error instanceof CodeDownloadError) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

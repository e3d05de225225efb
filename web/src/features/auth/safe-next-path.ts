import { appPaths } from '../../screens';

const probeOrigin = 'https://probe.invalid';

/** Pages that make no sense to return to after signing in. */
const notReturnable = new Set<string>([appPaths.login, appPaths.register, appPaths.setup]);

/** Browsers read a backslash as a slash, and drop tabs and newlines before parsing a URL. */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The remembered page to open after sign-in, or null. Only a path on this
 * site is accepted: `//evil.example`, `/\evil.example`, `https:…` and
 * `javascript:` would otherwise turn the login page into an open redirect.
 */
export function safeNextPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (hasUnsafeCharacter(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (notReturnable.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The headers every page of the web app is served with: by CloudFront's
 * response-headers policy in AWS and by the local runtime on one machine.
 * Nothing loads from another origin (fonts are self-hosted), so the CSP can
 * be strict. `style-src 'unsafe-inline'` stays because Radix's scroll lock
 * injects a <style> element while a dialog is open.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const strictTransportSecurity = 'max-age=63072000; includeSubDomains; preload';

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

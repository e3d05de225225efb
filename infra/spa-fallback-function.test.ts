import { describe, expect, it } from 'vitest';
import { spaFallbackFunctionCode } from './spa-fallback-function';

type Request = { uri: string; headers: Record<string, unknown> };
const handler = new Function(`${spaFallbackFunctionCode}; return handler;`)() as (event: {
  request: Request;
}) => Request;

function rewrite(uri: string): string {
  return handler({ request: { uri, headers: {} } }).uri;
}

describe('SPA fallback CloudFront function', () => {
  it('serves index.html for the root and for client-side routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/students/65a1b2c3d4e5f60718293a4b/progress')).toBe('/index.html');
    expect(rewrite('/invoices/')).toBe('/index.html');
  });

  it('leaves files alone, so a missing asset stays an error instead of HTML', () => {
    expect(rewrite('/index.html')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});

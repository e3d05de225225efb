import { describe, expect, it } from 'vitest';
import { apiViewerRequestFunctionCode } from './api-viewer-request-function';

type Request = { uri: string; headers: Record<string, { value: string }> };
const handler = new Function(`${apiViewerRequestFunctionCode}; return handler;`)() as (event: {
  request: Request;
  viewer: { ip: string };
}) => Request;

const run = (uri: string, headers: Request['headers'] = {}, ip = '203.0.113.7') =>
  handler({ request: { uri, headers }, viewer: { ip } });
const rewrite = (uri: string) => run(uri).uri;

describe('API viewer-request CloudFront function', () => {
  it('drops one trailing slash from an API path', () => {
    expect(rewrite('/api/subjects/')).toBe('/api/subjects');
    expect(rewrite('/api/subjects/6b023c07b454db8d17a0af6c/')).toBe('/api/subjects/6b023c07b454db8d17a0af6c');
  });

  it('leaves other paths alone', () => {
    expect(rewrite('/api/subjects')).toBe('/api/subjects');
    expect(rewrite('/api/')).toBe('/api/');
  });

  it('passes the viewer address on, replacing one the viewer forged', () => {
    expect(run('/api/auth/login').headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
    const forged = run('/api/auth/login', { 'x-viewer-address': { value: '198.51.100.1' } }, '2001:db8::5');
    expect(forged.headers['x-viewer-address']).toEqual({ value: '2001:db8::5' });
  });

  it("passes Stripe's webhook on untouched: no sign-in asked, its signature header kept", () => {
    const signature = {
      value: 't=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
    };
    const passed = run('/api/payments/stripe/webhook', { 'stripe-signature': signature });
    expect(passed.uri).toBe('/api/payments/stripe/webhook');
    expect(passed.headers['stripe-signature']).toEqual(signature);
    expect(passed).not.toHaveProperty('statusCode');
  });
});

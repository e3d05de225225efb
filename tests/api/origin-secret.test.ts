import { describe, expect, it } from 'vitest';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/**
 * A request sent straight to API Gateway's own endpoint, around CloudFront:
 * this runtime's adapter adds none of CloudFront's headers, as API Gateway
 * would not. Every other test file's runtime adds them, as CloudFront does.
 */
const runtime = useTestRuntime({ aroundTheEdge: true });
const originHeader = 'x-origin-verify';

describe('the API reached around CloudFront', () => {
  it('refuses a request without the origin secret, or with a wrong one, before any route runs', async () => {
    const sent: Record<string, string>[] = [{}, { [originHeader]: 'guessed' }, { [originHeader]: '' }];
    for (const headers of sent) {
      const health = await request(runtime.api, 'GET', '/health', { headers });
      expect(health.status).toBe(403);
      expect(health.body).toEqual({ success: false, message: 'Forbidden' });
      const login = await request(runtime.api, 'POST', '/auth/login', {
        body: { email: 'anyone@school.example', password: 'anything at all' },
        headers,
      });
      expect(login.status).toBe(403);
    }
  });

  it('serves a request that carries the secret CloudFront sends', async () => {
    const secret = process.env[environmentVariableNames.originSecret]!;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const health = await request(runtime.api, 'GET', '/health', { headers: { [originHeader]: secret } });
    expect(health.status).toBe(200);
  });
});

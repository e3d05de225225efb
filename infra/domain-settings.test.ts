import { describe, expect, it } from 'vitest';
import { domains } from '../shared/routes/route-definition';
import { defaultDomainSettings, settingsOfDomain } from './domain-settings';

describe('domain settings', () => {
  it('gives system read-only table access and no secret', () => {
    expect(settingsOfDomain('system')).toMatchObject({
      tableAccess: 'read',
      bucketAccess: 'none',
      readsSigningSecret: false,
    });
  });

  it('gives auth the memory scrypt needs and no bucket', () => {
    expect(settingsOfDomain('auth')).toMatchObject({
      memorySizeMb: 1024,
      bucketAccess: 'none',
      tableAccess: 'readWrite',
    });
  });

  it('settles every domain within Lambda limits, a 10 s timeout by default', () => {
    expect(defaultDomainSettings).toMatchObject({
      memorySizeMb: 512,
      timeoutSeconds: 10,
      bucketAccess: 'none',
    });
    for (const domain of domains) {
      const settings = settingsOfDomain(domain);
      expect(settings.memorySizeMb).toBeGreaterThanOrEqual(128);
      expect(settings.memorySizeMb).toBeLessThanOrEqual(10240);
      expect(settings.timeoutSeconds).toBeLessThanOrEqual(29);
    }
  });
});

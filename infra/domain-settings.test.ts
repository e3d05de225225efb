import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceFontDirVariable, invoiceFontFiles } from '../functions/platform/invoice-font-files';
import { domains } from '../shared/routes/route-definition';
import { projectRoot } from './constructs/domain-functions';
import { defaultDomainSettings, lambdaTaskRoot, settingsOfDomain } from './domain-settings';

describe('domain settings', () => {
  it('gives system the table (the System health page retries and dismisses emails) and the signing secret, no bucket', () => {
    expect(settingsOfDomain('system')).toMatchObject({
      tableAccess: 'readWrite',
      bucketObjectActions: [],
      readsSigningSecret: true,
    });
  });

  it('gives auth the memory scrypt needs and no bucket', () => {
    expect(settingsOfDomain('auth')).toMatchObject({
      memorySizeMb: 1024,
      bucketObjectActions: [],
      tableAccess: 'readWrite',
    });
  });

  it('settles every domain within Lambda limits, a 10 s timeout by default', () => {
    expect(defaultDomainSettings).toMatchObject({
      memorySizeMb: 512,
      timeoutSeconds: 10,
      bucketObjectActions: [],
    });
    for (const domain of domains) {
      const settings = settingsOfDomain(domain);
      expect(settings.memorySizeMb).toBeGreaterThanOrEqual(128);
      expect(settings.memorySizeMb).toBeLessThanOrEqual(10240);
      expect(settings.timeoutSeconds).toBeLessThanOrEqual(29);
    }
  });

  it('bundles the invoice fonts with documents alone of the domains (and the mailer, not a domain), and points INVOICE_FONT_DIR at them', () => {
    const documents = settingsOfDomain('documents');
    // It writes the logo's profile item and audit entries, and deletes the logo's one object.
    expect(documents).toMatchObject({
      tableAccess: 'readWrite',
      bucketObjectActions: ['get', 'put'],
      deletableObjectKeys: ['school/logo'],
      memorySizeMb: 1024,
    });
    expect(documents.bundledFiles.map((file) => file.source.split('/').at(-1)).toSorted()).toEqual(
      Object.values(invoiceFontFiles).toSorted(),
    );
    for (const file of documents.bundledFiles) {
      expect(existsSync(join(projectRoot, file.source)), file.source).toBe(true);
      expect(documents.environment[invoiceFontDirVariable]).toBe(`${lambdaTaskRoot}/${file.bundleFolder}`);
    }
    for (const domain of domains.filter((candidate) => candidate !== 'documents')) {
      expect(settingsOfDomain(domain).bundledFiles, domain).toEqual([]);
      expect(settingsOfDomain(domain).environment, domain).toEqual({});
    }
  });

  it('gives payments the table, the signing secret and 10 s, and the Stripe keys to it alone', () => {
    // Checkout needs a signed-in family, the webhook records payments, and both call Stripe.
    expect(settingsOfDomain('payments')).toMatchObject({
      tableAccess: 'readWrite',
      readsSigningSecret: true,
      timeoutSeconds: 10,
      keepsPaymentSecrets: true,
      linksToApp: true,
      bucketObjectActions: [],
    });
    expect(defaultDomainSettings.keepsPaymentSecrets).toBe(false);
    expect(domains.filter((domain) => settingsOfDomain(domain).keepsPaymentSecrets)).toEqual(['payments']);
    // Checkout's return addresses are pages of the web app; no other domain function builds one.
    expect(domains.filter((domain) => settingsOfDomain(domain).linksToApp)).toEqual(['payments']);
  });
});

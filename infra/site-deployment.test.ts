import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  resourcesOfType,
  synthesizeSchoolApp,
  type SynthesizedSchoolApp,
} from './testing/synthesize-school-app';

let synthesized: SynthesizedSchoolApp;

beforeAll(() => {
  // A stand-in for `npm run build:web`: an entry page, a hashed asset and an unhashed file.
  const webDist = mkdtempSync(join(tmpdir(), 'school-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-3f2a1b.js"></script>',
  );
  writeFileSync(join(webDist, 'assets', 'index-3f2a1b.js'), 'export {};');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The functions' code is school-stack.test.ts's business: this file reads only the site's deployment.
  synthesized = synthesizeSchoolApp(webDist, { bundleFunctions: false });
});

function deployment(withPrefix: boolean) {
  const found = resourcesOfType(synthesized, 'Custom::CDKBucketDeployment').filter(
    ([, resource]) => (resource.Properties!.DestinationBucketKeyPrefix === 'assets/') === withPrefix,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('site deployment from a web build', () => {
  it('passes cdk-nag with the deployment handler acknowledged', () => {
    expect(synthesized.violations).toEqual([]);
    expect(synthesized.synthError).toBeUndefined();
  });

  it('uploads hashed assets as immutable and never prunes them', () => {
    const [, assets] = deployment(true);
    expect(assets.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('uploads the rest after the assets, revalidated on each visit, and invalidates the CDN', () => {
    const [assetsLogicalId] = deployment(true);
    const [, entry] = deployment(false);
    expect(entry.Properties).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(entry.DependsOn).toContain(assetsLogicalId);
  });

  it('runs the deployment handler with our own role and log group, without a managed policy', () => {
    const handlers = resourcesOfType(synthesized, 'AWS::Lambda::Function').filter(([logicalId]) =>
      logicalId.startsWith('CustomCDKBucketDeployment'),
    );
    expect(handlers).toHaveLength(1);
    const [, handler] = handlers[0]!;
    const roleLogicalId = (handler.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(synthesized.templateJson.Resources[roleLogicalId]!.Properties!.ManagedPolicyArns).toBeUndefined();
    const logGroupLogicalId = (handler.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup
      .Ref;
    expect(
      synthesized.templateJson.Resources[logGroupLogicalId]!.Properties!.RetentionInDays,
    ).toBeGreaterThan(0);
  });

  it('leaves the assets folder out of the entry upload', () => {
    const [, entry] = deployment(false);
    const assetHash = String((entry.Properties!.SourceObjectKeys as string[])[0]).replace(/\.zip$/, '');
    const staged = join(synthesized.outdir, `asset.${assetHash}`);
    expect(existsSync(join(staged, 'index.html'))).toBe(true);
    expect(existsSync(join(staged, 'favicon.svg'))).toBe(true);
    expect(existsSync(join(staged, 'assets'))).toBe(false);
  });
});

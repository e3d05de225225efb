import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * CI installs with `npm ci`, which refuses to run without a lockfile that
 * matches package.json. A lockfile emptied by a bad merge or install once
 * stopped CI after two seconds while every local test still passed against
 * the installed node_modules; this test catches it before a commit lands.
 */
interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface PackageLock {
  lockfileVersion: number;
  packages: Record<string, PackageManifest & { version?: string }>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

describe('package-lock.json', () => {
  const manifest = readJson<PackageManifest>('package.json');
  const lock = readJson<PackageLock>('package-lock.json');

  it('is a lockfile npm ci accepts', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
  });

  it('records the same direct dependencies as package.json', () => {
    const root = lock.packages[''];
    expect(root?.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(root?.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });

  it('locks a version of every direct dependency', () => {
    const direct = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const unlocked = direct.filter((name) => !lock.packages[`node_modules/${name}`]?.version);
    expect(unlocked).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundleBudgets, packagesOnlyIn } from '../../bench/budgets';
import { bundleFunctions, bundledFunctions, type BundleMeasurement } from '../../bench/lambda-bundles';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every function bundled as the deployment bundles it (NodejsFunction's
 * options, esbuild's JS API), against the sizes in bench/budgets.ts.
 */
describe('Lambda bundle budgets', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'school-bundles-'));
  let bundles = new Map<string, BundleMeasurement>();

  beforeAll(async () => {
    bundles = await bundleFunctions(bundledFunctions, outDir);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('has a budget for every function and a function for every budget', () => {
    expect(Object.keys(lambdaBundleBudgets).sort()).toEqual(Object.keys(bundledFunctions).sort());
  });

  it.each(Object.keys(bundledFunctions))('keeps %s within its minified and gzip budget', (name) => {
    const bundle = bundles.get(name)!;
    const budget = lambdaBundleBudgets[name]!;
    const largest = bundle.largestPackages.map((each) => `${each.name} ${kb(each.bytes)} KB`).join(', ');
    expect(kb(bundle.minifiedBytes), `${name} minified KB (largest: ${largest})`).toBeLessThanOrEqual(
      budget.minifiedKb,
    );
    expect(kb(bundle.gzipBytes), `${name} gzip KB (largest: ${largest})`).toBeLessThanOrEqual(budget.gzipKb);
  });

  it('bundles heavy packages only into the functions that need them', () => {
    const misplaced: string[] = [];
    for (const [name, bundle] of bundles) {
      for (const [pkg, allowed] of Object.entries(packagesOnlyIn)) {
        if (bundle.packages.includes(pkg) && !allowed.includes(name)) misplaced.push(`${pkg} in ${name}`);
      }
    }
    expect(misplaced).toEqual([]);
    // The rule is not vacuous: the documents function does carry pdf-lib.
    expect(bundles.get('documents')!.packages).toContain('pdf-lib');
  });
});

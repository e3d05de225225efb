import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '../../infra/constructs/domain-functions';
import {
  baselineName,
  bundleFunction,
  coldImports,
  lambdaBuildOptions,
  type BundleMeasurement,
} from '../lambda-bundles';

/**
 * What each library adds to a Lambda function that uses the same entities
 * (user, email uniqueness, invoice, counters) for the same operations
 * (create-account transaction, guarded counter move, two reads, a sparse-GSI
 * page): each handler bundled as the deployment bundles it (lambda-bundles.ts),
 * its size against today's entity modules, and its cold import (a fresh Node
 * process each, median of `RUNS` rounds, interleaved).
 *
 *   node --import tsx bench/data-layer-compare/measure.ts   (RUNS=20 by default)
 */
const handlers: Record<string, string | undefined> = {
  [baselineName]: undefined,
  'today (entity modules)': 'bench/data-layer-compare/handlers/today-handler.ts',
  'dynamodb-toolbox 2.10.6': 'bench/data-layer-compare/handlers/toolbox-handler.ts',
  'ElectroDB 3.9.3': 'bench/data-layer-compare/handlers/electro-handler.ts',
};

const print = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const libraries = ['dynamodb-toolbox', 'electrodb', 'jsonschema'];

/** Bytes of minified output each library's own files take in the bundle (esbuild's metafile). */
async function libraryBytes(entry: string | undefined): Promise<string> {
  if (!entry) return '–';
  const result = await build({
    ...lambdaBuildOptions(),
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, entry)],
    outfile: join(tmpdir(), 'data-layer-compare-metafile', 'index.mjs'),
    write: false,
  });
  const inputs = Object.values(result.metafile!.outputs).find((output) => output.entryPoint)?.inputs ?? {};
  const bytes = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    if (name && libraries.includes(name)) bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  return [...bytes].map(([name, size]) => `${name} ${kb(size)}`).join(', ') || '–';
}

async function main() {
  const runs = Number(process.env.RUNS ?? 20);
  const outDir = mkdtempSync(join(tmpdir(), 'data-layer-compare-'));
  const bundles: BundleMeasurement[] = [];
  for (const [name, entry] of Object.entries(handlers)) {
    const bundle = await bundleFunction(name, entry, outDir);
    bundles.push(bundle);
  }
  const cold = await coldImports(bundles, runs);
  const today = bundles.find((bundle) => bundle.name === 'today (entity modules)')!;
  print(
    `| handler | minified KB | gzip KB | over today, minified / gzip KB | library code in the bundle, KB | cold import ms (median of ${runs}) |`,
  );
  print('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const bundle of bundles) {
    const library = await libraryBytes(handlers[bundle.name]);
    print(
      `| ${bundle.name} | ${kb(bundle.minifiedBytes)} | ${kb(bundle.gzipBytes)} | ` +
        `${kb(bundle.minifiedBytes - today.minifiedBytes)} / ${kb(bundle.gzipBytes - today.gzipBytes)} | ` +
        `${library} | ${cold.get(bundle.name)!.toFixed(1)} |`,
    );
  }
  print(`\nBundles in ${outDir} (index.mjs and probe.mjs each).`);
}

await main();

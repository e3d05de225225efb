import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** Where the tests' runtime is bundled to: under node_modules, so its packages resolve as they do from the sources. */
export const runtimeBundlePath = resolve(repositoryRoot, 'node_modules/.cache/test-runtime/start.mjs');

/**
 * Each of the project's modules keeps its own `import.meta.url` in the bundle: the runtime finds files
 * beside its sources (the repository's root from start.ts, DynamoDB Local's launcher folder) as it does
 * when `npm start` runs them through tsx.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

async function bundleRuntime(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(repositoryRoot, 'functions/local/start.ts')],
    outfile: runtimeBundlePath,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [ownModuleUrls],
  });
  // Written beside and renamed over: a runtime another process starts meanwhile reads a whole bundle.
  mkdirSync(dirname(runtimeBundlePath), { recursive: true });
  const next = `${runtimeBundlePath}.${randomBytes(4).toString('hex')}`;
  writeFileSync(next, result.outputFiles[0]!.contents);
  renameSync(next, runtimeBundlePath);
  return runtimeBundlePath;
}

let bundled: Promise<string> | undefined;

/**
 * `functions/local/start.ts` (what `npm start` runs) as one ES module, its packages left to Node, for
 * the tests that start runtimes as child processes (each browser spec file's school, the API files
 * that kill and restart one). Through tsx's loader hooks every one of the runtime's modules cost a
 * round trip to the loader's thread, about 5.5 s of CPU per start; the bundle starts in about 3.2 s
 * (docs/architecture.md#tests). Built in about half a second, once per process that asks, so it is
 * never stale.
 */
export function runtimeBundle(): Promise<string> {
  bundled ??= bundleRuntime();
  return bundled;
}

/** Playwright's global setup: the bundle the spec files' schools start from. */
export default async function bundleRuntimeForTheRun(): Promise<void> {
  await runtimeBundle();
}

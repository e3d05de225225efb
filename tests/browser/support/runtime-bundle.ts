import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/** Where the browser tests' runtime is bundled to: under node_modules, so its packages resolve as they do from the sources. */
export const runtimeBundlePath = resolve(
  repositoryRoot,
  'node_modules/.cache/browser-test-runtime/start.mjs',
);

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

/**
 * `functions/local/start.ts` (what `npm start` runs) as one ES module, its packages left to Node. Each
 * spec file starts a runtime of its own: through tsx's loader hooks, every one of the runtime's modules
 * cost a round trip to the loader's thread, about 5.5 s of CPU per start; the bundle starts in about
 * 3.5 s (docs/architecture.md#tests). Built in about a second, on every run, so it is never stale.
 */
export default async function bundleRuntime(): Promise<string> {
  await build({
    entryPoints: [resolve(repositoryRoot, 'functions/local/start.ts')],
    outfile: runtimeBundlePath,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [ownModuleUrls],
  });
  return runtimeBundlePath;
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const webConfigFile = fileURLToPath(new URL('../web/vite.config.ts', import.meta.url));
/** Where `npm run build:web` puts the site: `npm start` and the browser tests serve it. */
export const webDistDir = fileURLToPath(new URL('../web/dist', import.meta.url));

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
/** What a build of the web app reads: its own folder, the code it shares with the functions, the packages. */
const webBuildInputs = ['web', 'shared', 'package-lock.json', 'tsconfig.json'];
const notInputs = new Set([webDistDir, join(repositoryRoot, 'web', 'node_modules')]);

/**
 * Builds the web app with its own Vite config (manifest on) into `outDir`,
 * quietly, as `npm run build:web` does. NODE_ENV is production for the
 * build whatever the caller runs under (vitest sets "test", which Vite
 * would respect and so ship React's development build).
 */
export async function buildWeb(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: webConfigFile,
      // As `npm run build:web`: Vite's module runner loads the config and the shared TypeScript it imports as they are.
      configLoader: 'runner',
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The latest change under `path`: a file's or a folder's (a deleted file changes its folder). */
function latestChangeMs(path: string): number {
  if (notInputs.has(path) || !existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, latestChangeMs(join(path, entry))),
    stats.mtimeMs,
  );
}

/**
 * Builds web/dist unless its manifest is newer than every input of the
 * build, as make would. `npm test` needs the build twice, for the
 * first-load budgets (vitest) and for the browser tests after them: the
 * second finds it fresh and saves a build (about 20 s of the 2 cores).
 */
export async function buildWebUnlessFresh(): Promise<'built' | 'fresh'> {
  const manifest = join(webDistDir, '.vite', 'manifest.json');
  const inputsChangedMs = Math.max(
    ...webBuildInputs.map((input) => latestChangeMs(join(repositoryRoot, input))),
  );
  if (existsSync(manifest) && statSync(manifest).mtimeMs > inputsChangedMs) return 'fresh';
  await buildWeb(webDistDir);
  return 'built';
}

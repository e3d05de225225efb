import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const webConfigFile = fileURLToPath(new URL('../web/vite.config.ts', import.meta.url));

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
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

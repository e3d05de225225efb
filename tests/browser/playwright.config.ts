import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { browserTestRuntimeEnvironment } from './support/isolated-school';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/*
 * Playwright loads this file in its runner and again in every worker. The
 * runner picks the port and the fresh data folder once and passes them to
 * the workers through the environment, so all agree on one server.
 */
if (!process.env.BROWSER_TEST_PORT) process.env.BROWSER_TEST_PORT = String(await freePort());
if (!process.env.BROWSER_TEST_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-browser-tests-'));
  process.env.BROWSER_TEST_DATA_DIR = dataDir;
  // Only the process that made the folder removes it, after the server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = process.env.BROWSER_TEST_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One school, one data folder: the journeys build on each other in order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // `npm run test:browser` builds web/dist first; the runtime serves it with the API.
    command: 'npx tsx functions/local/start.ts',
    cwd: repositoryRoot,
    env: { ...browserTestRuntimeEnvironment, PORT: port, DATA_DIR: process.env.BROWSER_TEST_DATA_DIR },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // DynamoDB Local is a JVM: slow to start on a busy machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

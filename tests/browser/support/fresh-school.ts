import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

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

export interface FreshSchool {
  /** e.g. http://localhost:41234 */
  url: string;
  /** Empty while the runtime runs; otherwise how it ended and the end of what it wrote to stderr. */
  exitReport(): string;
  stop(): Promise<void>;
}

/**
 * Like startIsolatedSchool (a local runtime of its own on a new temporary
 * DATA_DIR: no super admin yet), but it can say whether the runtime is still
 * up and, if not, how it ended: a journey that meets a refused connection
 * then reports the runtime's exit instead of a puzzling missing element.
 */
export async function startFreshSchool(): Promise<FreshSchool> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'school-journeys-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let ended = '';
  child.once('exit', (code, signal) => (ended = `the local runtime exited (code ${code}, signal ${signal})`));

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended) throw new Error(`${ended}: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the local runtime did not answer in 120 s: ${stderr}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    url,
    exitReport: () => (ended ? `${ended}; stderr: ${stderr}` : ''),
    stop: async () => {
      if (!ended) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { environmentVariableNames } from '../../../functions/platform/runtime-config';
import { freePort } from '../../../functions/local/free-port';
import { runtimeBundlePath } from '../../support/runtime-bundle';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/**
 * What every runtime the browser tests start is given besides its port and
 * folder: accounts hashed at scrypt N=2^12 rather than 2^17 (0.4 s of CPU
 * each; the journeys create and sign in dozens). Same format and checks;
 * the real cost is tested by the unit and API tests.
 */
const browserTestRuntimeEnvironment = {
  [environmentVariableNames.passwordHashCostLog2]: '12',
  // A free port for each school's mail emulator: two files run side by side.
  MAIL_PORT: '0',
  // The journeys book lessons on fixed dates, some already past: their slot locks must not expire mid-run
  // (functions/local/expire-items.ts deletes them a week after the lesson, as DynamoDB's TTL would).
  EXPIRY_INTERVAL_MS: '0',
  // No day-before reminders: a journey counts the emails its own steps send.
  REMINDER_INTERVAL_MS: '0',
  // No weekly progress digest mid-journey: the journeys count the emails their own steps cause.
  PROGRESS_DIGEST_INTERVAL_MS: '0',
  // No retention run mid-journey: it deletes by age, and a journey's counts are its own steps'.
  RETENTION_INTERVAL_MS: '0',
};

export interface IsolatedSchool {
  /** e.g. http://localhost:41234 — pages at `${url}/login`, the API at `${url}/api`. */
  url: string;
  /** The SES emulator's address (`GET ${mailUrl}/store` lists what was sent), as the runtime printed it. */
  mailUrl(): string;
  /** Empty while the runtime runs; otherwise how it ended and the end of what it wrote to stderr. */
  exitReport(): string;
  stop(): Promise<void>;
}

/**
 * A school of its own for one spec file: the real local runtime (bundled) in a child
 * process, on a free port, with a fresh data folder and a fresh table (no
 * super admin yet) in the DynamoDB Local the run shares
 * (shared-dynamodb.ts; without it, one of its own in the folder), serving
 * the built web app. Specs that use it start from an empty school
 * whatever ran before. It can say whether the runtime is still up and, if
 * not, how it ended: a journey that meets a refused connection then reports
 * the runtime's exit instead of a puzzling missing element.
 */
export async function startIsolatedSchool(): Promise<IsolatedSchool> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'school-isolated-'));
  // What `npm start` runs, bundled by the run's global setup (tests/support/runtime-bundle.ts).
  const child = spawn(process.execPath, [runtimeBundlePath], {
    cwd: repositoryRoot,
    env: { ...process.env, ...browserTestRuntimeEnvironment, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let mailUrl = '';
  child.stdout.on('data', (chunk: Buffer) => {
    mailUrl ||= /Mail inbox: (\S+)/.exec(chunk.toString())?.[1] ?? '';
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let ended = '';
  child.once('exit', (code, signal) => (ended = `the local runtime exited (code ${code}, signal ${signal})`));

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  try {
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
  } catch (error) {
    if (!ended) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    mailUrl: () => mailUrl,
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

/**
 * Gives the spec file that calls it (at its top level) a school of its own
 * for all its tests, which the file runs in order in one worker: started
 * before the first test and before the file's own beforeAll hooks (which
 * may seed it through the API), stopped after the last. Pages open relative
 * paths on it (`page.goto('/login')`): it is the tests' baseURL. A test
 * that meets a runtime that has died fails with the runtime's exit report.
 */
export function useIsolatedSchool(): IsolatedSchool {
  let school: IsolatedSchool | undefined;
  const started = () => {
    if (!school) throw new Error('the isolated school is used before its beforeAll hook has started it');
    return school;
  };
  test.beforeAll(async () => {
    // DynamoDB Local is a JVM, slow to start on a busy machine: the runtime may give up on it (after
    // 30 s), most likely while the other worker's runtime starts too. One more try, then the failure.
    test.setTimeout(270_000);
    school = await startIsolatedSchool().catch((firstFailure: unknown) => {
      console.warn(`The isolated school did not start; starting it once more. ${String(firstFailure)}`);
      return startIsolatedSchool();
    });
  });
  test.afterEach(() => {
    const report = school?.exitReport();
    if (report) throw new Error(report);
  });
  test.afterAll(async () => {
    await school?.stop();
  });
  // Playwright resolves baseURL for the hooks too, the first beforeAll included: there is none yet.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, use) => use(school?.url) });
  return {
    get url() {
      return started().url;
    },
    mailUrl: () => started().mailUrl(),
    exitReport: () => started().exitReport(),
    stop: () => started().stop(),
  };
}

/** Calls the API directly, for seeding a spec's school faster than through the screens. */
export async function callApi(
  school: IsolatedSchool,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const answer = await fetch(`${school.url}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.data;
}

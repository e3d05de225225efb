import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { environmentVariableNames } from '../../../functions/platform/runtime-config';
import type { LocalRuntime } from '../../../functions/local/local-runtime';
import type { DrainSummary } from '../../../functions/mailer/drain-pending-outbox';
import { workerDynamoDbEndpoint } from './worker-dynamodb';

process.env.LOG_LEVEL ??= 'silent';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/**
 * Accounts made by these tests are hashed at scrypt N=2^12 instead of 2^17
 * (0.4 s of CPU each on the 2-core machine, minutes over the suite); the
 * format, salt and checks are the same. Files that measure sign-in timing
 * ask for the real cost. Child runtimes (restarts, the demo) inherit it.
 */
const testPasswordHashCostLog2 = '12';
process.env[environmentVariableNames.passwordHashCostLog2] = testPasswordHashCostLog2;

/**
 * Every authenticated request reads its account afresh (no 5-second reuse),
 * so the DynamoDB command counts of the budget tests are the cold, worst case
 * and do not depend on how fast the previous request came.
 */
process.env[environmentVariableNames.accountCacheMs] = '0';

export interface TestRuntime {
  /** Base URL of the API, e.g. http://localhost:40123/api */
  api: string;
  /** With `email`: the SES emulator (`GET /store` lists what was sent) and a drain of the outbox on demand. */
  mail?: { url: string; drainOutbox: () => Promise<DrainSummary> };
  /** The runtime's data folder when it runs on disk (`onDisk`), else undefined. */
  dataDir?: string;
  /** Waits until no bulk job leg runs (LocalRuntime.jobLegsIdle). */
  jobLegsIdle(): Promise<void>;
}

/**
 * Starts the real local runtime (a table of its own in the in-memory DynamoDB
 * Local of the worker running the file, s3rver in a temporary folder, the domain handlers
 * behind the API Gateway adapter) for one test file, on a free port, and
 * stops it after the file. With `email`, the SES emulator too (on a free
 * port, about a second to load) and the outbox drain that sends to it;
 * without, nothing is sent and messages wait in the outbox.
 */
export function useTestRuntime({
  passwordHashing = 'fast',
  email = false,
  onDisk = false,
  aroundTheEdge = false,
}: {
  passwordHashing?: 'fast' | 'production';
  email?: boolean;
  /**
   * A DynamoDB Local of the runtime's own on a temporary data folder (removed after the file), as
   * `npm start` runs it, for files that stop or kill the database; about 4 s more to start.
   */
  onDisk?: boolean;
  /** The runtime plays API Gateway's own endpoint: no CloudFront headers are added (LocalRuntimeOptions). */
  aroundTheEdge?: boolean;
} = {}): TestRuntime {
  const handle: TestRuntime = { api: '', jobLegsIdle: async () => runtime?.jobLegsIdle() };
  let runtime: LocalRuntime | undefined;
  beforeAll(
    async () => {
      // Until the file ends: the next file in this worker (which shares its module graph) hashes fast again.
      if (passwordHashing === 'production') delete process.env[environmentVariableNames.passwordHashCostLog2];
      const { startLocalRuntime } = await import('../../../functions/local/local-runtime');
      if (onDisk) handle.dataDir = mkdtempSync(join(tmpdir(), 'school-test-'));
      runtime = await startLocalRuntime({
        port: 0,
        webRoot: '/nonexistent',
        aroundTheEdge,
        ...(handle.dataDir
          ? { dataDir: handle.dataDir }
          : {
              sharedDynamoDb: {
                endpoint: workerDynamoDbEndpoint(),
                tableName: `school-test-${randomBytes(6).toString('hex')}`,
              },
            }),
        ...(email ? { mail: { port: 0 } } : {}),
      });
      handle.api = `${runtime.url}/api`;
      if (runtime.mailUrl && runtime.drainOutbox)
        handle.mail = { url: runtime.mailUrl, drainOutbox: runtime.drainOutbox };
    },
    // A JVM of its own starts in seconds on an idle machine, in tens of seconds while other suites run.
    onDisk ? 120_000 : undefined,
  );
  afterAll(async () => {
    process.env[environmentVariableNames.passwordHashCostLog2] = testPasswordHashCostLog2;
    await runtime?.stop();
    if (handle.dataDir) rmSync(handle.dataDir, { recursive: true, force: true });
  });
  return handle;
}

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { environmentVariableNames } from '../../../functions/lib/runtime-config';
import type { LocalRuntime } from '../../../functions/local/local-runtime';

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

export interface TestRuntime {
  /** Base URL of the API, e.g. http://localhost:40123/api */
  api: string;
}

/**
 * Starts the real local runtime (a table of its own in the API tests' shared
 * in-memory DynamoDB Local, s3rver in a temporary folder, the domain handlers
 * behind the API Gateway adapter) for one test file, on a free port, and
 * stops it after the file.
 */
export function useTestRuntime({
  passwordHashing = 'fast',
  aroundTheEdge = false,
}: {
  passwordHashing?: 'fast' | 'production';
  /** The runtime plays API Gateway's own endpoint: no CloudFront headers are added (LocalRuntimeOptions). */
  aroundTheEdge?: boolean;
} = {}): TestRuntime {
  const handle: TestRuntime = { api: '' };
  let runtime: LocalRuntime | undefined;
  beforeAll(async () => {
    if (passwordHashing === 'production') delete process.env[environmentVariableNames.passwordHashCostLog2];
    const { startLocalRuntime } = await import('../../../functions/local/local-runtime');
    runtime = await startLocalRuntime({
      port: 0,
      webRoot: '/nonexistent',
      aroundTheEdge,
      sharedDynamoDb: {
        endpoint: inject('sharedDynamoDbEndpoint'),
        tableName: `school-test-${randomBytes(6).toString('hex')}`,
      },
    });
    handle.api = `${runtime.url}/api`;
  });
  afterAll(async () => {
    await runtime?.stop();
  });
  return handle;
}

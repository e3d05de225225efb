import { afterAll, beforeAll } from 'vitest';
import type { LocalRuntime } from '../../../functions/local/local-runtime';

process.env.LOG_LEVEL ??= 'silent';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface TestRuntime {
  /** Base URL of the API, e.g. http://localhost:40123/api */
  api: string;
}

/**
 * Starts the real local runtime (DynamoDB Local in memory, s3rver in a
 * temporary folder, the domain handlers behind the API Gateway adapter) for
 * one test file, on a free port, and stops it after the file.
 */
export function useTestRuntime(): TestRuntime {
  const handle: TestRuntime = { api: '' };
  let runtime: LocalRuntime | undefined;
  beforeAll(async () => {
    const { startLocalRuntime } = await import('../../../functions/local/local-runtime');
    runtime = await startLocalRuntime({ port: 0, webRoot: '/nonexistent' });
    handle.api = `${runtime.url}/api`;
  });
  afterAll(async () => {
    await runtime?.stop();
  });
  return handle;
}

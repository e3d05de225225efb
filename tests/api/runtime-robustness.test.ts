import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../functions/local/local-runtime';
import { workerDynamoDbEndpoint } from './support/worker-dynamodb';

/**
 * `npm start`'s runtime keeps serving whatever happens to the files around it
 * (docs/architecture.md#one-machine): a built file removed answers 404 and the
 * API goes on; a second runtime's rebuild of web/dist never takes the first
 * one's files. (That its DynamoDB Local ends with it: restart.test.ts.)
 */
const buildDir = mkdtempSync(join(tmpdir(), 'school-web-build-'));
const runtimes: LocalRuntime[] = [];

/** A web build as Vite writes it: index.html naming hashed assets. */
function writeBuild(version: string): void {
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(join(buildDir, 'assets'), { recursive: true });
  writeFileSync(
    join(buildDir, 'index.html'),
    `<!doctype html><title>School</title><script type="module" src="/assets/app-${version}.js"></script>`,
  );
  writeFileSync(join(buildDir, 'assets', `app-${version}.js`), `console.log('${version}');`);
}

async function startRuntime(): Promise<LocalRuntime> {
  const runtime = await startLocalRuntime({
    port: 0,
    webRoot: buildDir,
    sharedDynamoDb: {
      endpoint: workerDynamoDbEndpoint(),
      tableName: `school-test-${randomBytes(6).toString('hex')}`,
    },
  });
  runtimes.push(runtime);
  return runtime;
}

const get = (runtime: LocalRuntime, path: string) => fetch(`${runtime.url}${path}`);

afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.stop()));
  rmSync(buildDir, { recursive: true, force: true });
});

describe('the local runtime and its web build', () => {
  it('answers 404 for a built file removed while it serves, and the API goes on', async () => {
    writeBuild('one');
    const runtime = await startRuntime();
    const asset = await get(runtime, '/assets/app-one.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log('one');");

    rmSync(join(runtime.servedWebRoot!, 'assets', 'app-one.js'));
    for (let attempt = 0; attempt < 3; attempt++) {
      const gone = await get(runtime, '/assets/app-one.js');
      expect(gone.status).toBe(404);
      await gone.arrayBuffer();
    }
    const page = await get(runtime, '/dashboard/students');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/assets/app-one.js');
    const api = await get(runtime, '/api/auth/setup-status');
    expect(api.status).toBe(200);
  });

  it('keeps serving its own build when a second runtime of the same checkout rebuilds web/dist', async () => {
    writeBuild('first');
    const first = await startRuntime();
    expect(await (await get(first, '/')).text()).toContain('/assets/app-first.js');

    // The second `npm start` rebuilds: Vite empties the folder and writes new hashed files.
    writeBuild('second');
    const second = await startRuntime();

    const firstPage = await get(first, '/');
    expect(await firstPage.text()).toContain('/assets/app-first.js');
    const firstAsset = await get(first, '/assets/app-first.js');
    expect(firstAsset.status).toBe(200);
    expect(await firstAsset.text()).toBe("console.log('first');");

    expect(await (await get(second, '/')).text()).toContain('/assets/app-second.js');
    expect((await get(second, '/assets/app-second.js')).status).toBe(200);
    const stale = await get(second, '/assets/app-first.js');
    expect(stale.status).toBe(404);
    await stale.arrayBuffer();
  });
});

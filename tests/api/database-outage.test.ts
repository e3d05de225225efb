import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpSchool } from './support/accounts';
import { createSubject } from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/**
 * Issue 14, "faults answer clearly and heal": the runtime's DynamoDB Local
 * (Java) is killed with SIGKILL while the app runs. Until it is back, every
 * route answers at once with 503 and the error envelope, not a 500 or a hang;
 * the runtime restarts the database itself (same port, folder and key) and
 * the app works again, with what it stored before, without being restarted.
 */
const runtime = useTestRuntime({ onDisk: true });

const unavailable = 'The service is briefly unavailable. Please try again.';
/** Far below the SDK's defaults (which retry a dead connection for minutes), far above a refused connect. */
const failFastMs = 5_000;

const javaPid = () => Number(readFileSync(join(runtime.dataDir!, 'dynamodb.pid'), 'utf8'));

async function timed(answer: Promise<ApiAnswer>): Promise<ApiAnswer & { ms: number }> {
  const startedAt = performance.now();
  return { ...(await answer), ms: performance.now() - startedAt };
}

async function healthyWithin(ms: number): Promise<number> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < ms) {
    if ((await request(runtime.api, 'GET', '/health')).status === 200) return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET /api/health did not answer 200 within ${ms} ms`);
}

describe('a database that dies mid-run', () => {
  it('answers 503 on reads, writes and health at once, then heals by itself with the data kept', async () => {
    const { api } = runtime;
    const head = await setUpSchool(api);
    await createSubject(api, head.token, 'Before the outage');
    // No health call before the kill: its answer stands for two seconds, and the one below must be fresh.
    const killed = javaPid();

    process.kill(killed, 'SIGKILL');
    const [read, write, health] = await Promise.all([
      timed(request(api, 'GET', '/subjects', { token: head.token })),
      timed(request(api, 'POST', '/subjects', { token: head.token, body: { name: 'During the outage' } })),
      timed(request(api, 'GET', '/health')),
    ]);
    for (const [route, answer] of Object.entries({ read, write, health })) {
      expect({ route, status: answer.status, body: answer.body }).toEqual({
        route,
        status: 503,
        body: { success: false, message: unavailable },
      });
      expect(answer.ms, `${route} answered in ${answer.ms.toFixed(0)} ms`).toBeLessThan(failFastMs);
    }

    // DynamoDB Local's JVM starts in about 4 s on an idle machine; far slower while others run.
    const healedAfterMs = await healthyWithin(40_000);
    expect(javaPid(), 'the supervisor started a new DynamoDB Local').not.toBe(killed);
    const after = await request(api, 'POST', '/subjects', { token: head.token, body: { name: 'After' } });
    expect(after.status).toBe(201);
    const subjects = await request(api, 'GET', '/subjects', { token: head.token });
    expect(subjects.status).toBe(200);
    expect(
      (subjects.body.data as { _id: string; name: string }[]).map((subject) => subject.name).sort(),
    ).toEqual(['After', 'Before the outage']);
    console.log(
      `database outage: 503 in ${[read, write, health].map((answer) => answer.ms.toFixed(0)).join('/')} ms ` +
        `(read/write/health); healthy again ${(healedAfterMs / 1000).toFixed(1)} s after the kill`,
    );
  }, 60_000);
});

import { allRoutes } from '../../../../shared/routes/route-table';
import type { RouteDefinition } from '../../../../shared/routes/route-definition';
import { request, type ApiAnswer } from '../http';
import type { TestRuntime } from '../test-runtime';

/**
 * A route that answers 202 (generate every draft, send every draft) starts a
 * job whose legs keep writing after the answer, in the test's own process.
 * Left running, those writes would land in the next case's window (a refusal
 * that seems to write) or race the table dump around the route (an item no
 * recorded write explains). The fuzz waits for such a job to finish, reading
 * its status route (`<route id>Status`, GET `<path>/{jobId}`, which writes
 * nothing), so every write a job makes is counted as its accepted request's.
 * The status can read 'done' before the job's last write has answered in
 * this process (a clean-clone run recorded that write in the next case's
 * window), so it then waits for the runtime's job legs to end as well.
 */
const pollIntervalMs = 50;
const pollLimitMs = 60_000;

const statusRouteOf = (route: RouteDefinition) => allRoutes.find((other) => other.id === `${route.id}Status`);

export async function untilJobFinished(
  runtime: Pick<TestRuntime, 'api' | 'jobLegsIdle'>,
  route: RouteDefinition,
  answer: ApiAnswer,
  authorization: string | undefined,
): Promise<void> {
  const jobId: unknown = answer.body?.data?.jobId;
  const statusRoute = statusRouteOf(route);
  if (answer.status !== 202 || typeof jobId !== 'string' || !statusRoute) return;
  const path = statusRoute.path.replace('{jobId}', encodeURIComponent(jobId));
  const headers = authorization ? { authorization } : undefined;
  const deadline = Date.now() + pollLimitMs;
  while (Date.now() < deadline) {
    const status = await request(runtime.api, 'GET', path, { headers });
    if (status.status !== 200)
      throw new Error(`job ${jobId}: GET ${path} answered ${status.status} ${status.text}`);
    if (status.body.data.status !== 'running') return runtime.jobLegsIdle();
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
  throw new Error(`job ${jobId} of ${route.id} still running after ${pollLimitMs} ms`);
}

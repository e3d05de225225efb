import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SignIn } from '../scripts/demo/demo-loader';
import { startHttpsFront, type HttpsFront } from './https-front';

/** One build of the web app, served over HTTPS and HTTP/2 (as CloudFront serves it) on the demo school's data. */
export interface ServedBuild {
  webRoot: string;
  origin: string;
}

/**
 * The demo school (`npm run demo`'s), loaded once in memory, with each build
 * made beforehand (`npm run build:web`, then `cp -r web/dist /tmp/before`)
 * behind an HTTPS front of its own on that one runtime's data, so that loads
 * of the builds can be alternated. Hands `measure` the builds and the demo
 * account of `role` (none for `none`), then stops everything.
 */
export async function withDemoBuilds(
  webRoots: readonly string[],
  role: string,
  measure: (builds: ServedBuild[], account: SignIn | undefined) => Promise<void>,
): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { environmentVariableNames } = await import('../functions/platform/runtime-config');
  // The runtime and the extra servers must send the handlers the same origin secret.
  const originSecret = randomBytes(32).toString('base64url');
  process.env[environmentVariableNames.originSecret] = originSecret;
  const { startLocalRuntime } = await import('../functions/local/local-runtime');
  const { createHttpServer } = await import('../functions/local/http-server');
  const { loadDomainHandlers } = await import('../functions/local/domain-handlers');
  const { loadDemoSchool } = await import('../scripts/demo/demo-loader');
  const { markOverdueInvoices } = await import('../functions/invoices/mark-overdue');
  const runtime = await startLocalRuntime({ port: 0, webRoot: webRoots[0]! });
  const fronts: HttpsFront[] = [];
  const servers: { close(): void }[] = [];
  try {
    process.stdout.write('loading the demo school…\n');
    const loaded = await loadDemoSchool(`${runtime.url}/api`, {
      dataDir: '(memory)',
      markOverdue: () => markOverdueInvoices(),
      concurrency: 2,
    });
    const account = loaded.signIns.find((each) => each.role === role);
    if (role !== 'none' && !account) throw new Error(`the demo school has no ${role}`);
    const handlers = await loadDomainHandlers();
    const builds: ServedBuild[] = [];
    for (const webRoot of webRoots) {
      const server = createHttpServer(handlers, webRoot, { originSecret });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      servers.push(server);
      const front = await startHttpsFront(`http://localhost:${(server.address() as AddressInfo).port}`);
      fronts.push(front);
      builds.push({ webRoot, origin: front.url });
    }
    await measure(builds, account);
  } finally {
    for (const front of fronts) await front.stop();
    for (const server of servers) server.close();
    await runtime.stop();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

import autocannon from 'autocannon';
import { callApi } from './api-client';
import { tokenFor, type BenchEndpoint, type Tokens } from './bench-endpoints';
import type { MeterReading } from './dynamo-metering';
import type { RuntimeProcess } from './runtime-process';
import { generatedEmails, generatedPassword } from './school-sizes';

export interface LoadResult {
  connections: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  failures: number;
}

export interface EndpointMeasurement {
  name: string;
  routeId: string;
  note: string;
  /** One request on its own: DynamoDB commands, their capacity units, the answer's size and time. */
  single: {
    status: number;
    bytes: number;
    /** Its time alone, with nothing else running (ms). */
    ms: number;
    commands: string[];
    capacityUnits: number;
  };
  loads: LoadResult[];
  /** Peak resident memory of the runtime's Node process while this endpoint was loaded. */
  peakRssBytes: number;
}

export const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/**
 * Sign-in costs a scrypt of half a second or more a request by design, so a
 * few seconds of it at 50 connections would end before any answer: it is
 * measured as a burst instead, one sign-in per connection at once, every
 * answer waited for.
 */
const runLength = (endpoint: BenchEndpoint, connections: number) =>
  endpoint.routeId === 'auth.login'
    ? { amount: connections, requests: [{ setupRequest: signInOfAnotherFamily() }] }
    : { duration: loadSeconds };

/**
 * Each sign-in of the burst is a different family's (every generated account
 * has the same password): the sign-in throttle allows an email only a few
 * attempts from one client at a time, and a burst of one family's sign-ins
 * from one address is what it is there to stop, not a school's load.
 */
function signInOfAnotherFamily() {
  let next = 0;
  return (request: { body?: string }) => ({
    ...request,
    body: JSON.stringify({ email: generatedEmails.family(next++), password: generatedPassword }),
  });
}
export const concurrencies = [10, 50];

function summarize(meter: MeterReading) {
  return { commands: meter.commands, capacityUnits: Math.round(meter.capacityUnits * 100) / 100 };
}

/**
 * One endpoint: a few warm-up requests (first export renders and stores the
 * PDF), one metered request alone, then autocannon at each concurrency for
 * `loadSeconds`, sampling the runtime's memory meanwhile.
 */
export async function measureEndpoint(
  runtime: RuntimeProcess,
  endpoint: BenchEndpoint,
  tokens: Tokens,
): Promise<EndpointMeasurement> {
  const token = tokenFor(endpoint, tokens);
  const send = () => callApi(runtime.api, endpoint.method, endpoint.path, { token, body: endpoint.body });
  for (let warm = 0; warm < 3; warm++) await send();
  await runtime.settle();
  await runtime.take();
  const single = await send();
  const meter = await runtime.take();
  if (single.status >= 400)
    throw new Error(`${endpoint.name}: ${single.status} ${JSON.stringify(single.body)}`);
  let peakRssBytes = runtime.memory().rss;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, runtime.memory().rss);
  }, 200);
  const loads: LoadResult[] = [];
  try {
    for (const connections of concurrencies) {
      await runtime.settle();
      const result = await autocannon({
        url: `${runtime.api}${endpoint.path}`,
        method: endpoint.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
          // As browsers ask, so the figures include compressing the answer.
          'accept-encoding': 'br, gzip',
        },
        ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
        connections,
        ...runLength(endpoint, connections),
        timeout: 60,
      });
      loads.push({
        connections,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requestsPerSecond: Math.round((result['2xx'] / result.duration) * 10) / 10,
        requests: result['2xx'],
        failures: result.non2xx + result.errors + result.timeouts,
      });
    }
  } finally {
    clearInterval(sampler);
  }
  await runtime.take();
  return {
    name: endpoint.name,
    routeId: endpoint.routeId,
    note: endpoint.note,
    single: { status: single.status, bytes: single.bytes, ms: single.ms, ...summarize(meter) },
    loads,
    peakRssBytes,
  };
}

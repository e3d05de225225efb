import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * What the alarms read (infra/constructs/operations-alarms.ts): the embedded metric format lines the functions
 * write. Powertools writes them with console.log when POWERTOOLS_DEV is set; they are read back from there.
 */
const written: Record<string, unknown>[] = [];

beforeEach(() => {
  vi.resetModules();
  written.length = 0;
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    written.push(JSON.parse(String(line)) as Record<string, unknown>);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const directives = (line: Record<string, unknown>) =>
  (
    line._aws as {
      CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[];
    }
  ).CloudWatchMetrics[0]!;

describe('school metrics', () => {
  it('writes a job heartbeat with its Job and service dimensions in the SchoolProgress namespace', async () => {
    const { recordJobSucceeded } = await import('./school-metrics');
    recordJobSucceeded('overdue-sweep');
    expect(written).toHaveLength(1);
    const line = written[0]!;
    expect(directives(line)).toMatchObject({
      Namespace: 'SchoolProgress',
      Metrics: [{ Name: 'JobSucceeded' }],
    });
    expect(directives(line).Dimensions[0]!.sort()).toEqual(['Job', 'service']);
    expect(line).toMatchObject({ Job: 'overdue-sweep', service: 'school', JobSucceeded: 1 });
  });

  it('counts emails by kind at once and in all when the invocation publishes, and writes nothing when none were counted', async () => {
    const { countEmail, publishCountedMetrics } = await import('./school-metrics');
    publishCountedMetrics();
    expect(written).toEqual([]);
    countEmail('invoice-sent', 'sent');
    countEmail('invitation', 'failed');
    countEmail('invoice-sent', 'sent');
    expect(written.map((line) => [line.Kind, line.EmailsSent ?? 0, line.EmailsFailed ?? 0])).toEqual([
      ['invoice-sent', 1, 0],
      ['invitation', 0, 1],
      ['invoice-sent', 1, 0],
    ]);
    publishCountedMetrics();
    const total = written[3]!;
    expect(total.Kind).toBeUndefined();
    expect(total).toMatchObject({ service: 'school', EmailsSent: [1, 1], EmailsFailed: 1 });
  });
});

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

  it('writes whether a weekly job is late, 1 or 0, with its Job and service dimensions', async () => {
    const { recordJobLate } = await import('./school-metrics');
    recordJobLate('progress-digest', true);
    recordJobLate('system-summary', false);
    expect(written).toHaveLength(2);
    expect(directives(written[0]!)).toMatchObject({
      Namespace: 'SchoolProgress',
      Metrics: [{ Name: 'JobLate' }],
    });
    expect(directives(written[0]!).Dimensions[0]!.sort()).toEqual(['Job', 'service']);
    expect(written.map((line) => [line.Job, line.JobLate])).toEqual([
      ['progress-digest', 1],
      ['system-summary', 0],
    ]);
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

describe('business and API figures', () => {
  it('writes the overdue sweep’s count, even zero, with the service dimension alone', async () => {
    const { recordInvoicesMarkedOverdue } = await import('./school-metrics');
    recordInvoicesMarkedOverdue(3);
    recordInvoicesMarkedOverdue(0);
    expect(written.map((line) => line.InvoicesMarkedOverdue)).toEqual([3, 0]);
    expect(directives(written[0]!).Dimensions[0]).toEqual(['service']);
    expect(directives(written[0]!).Namespace).toBe('SchoolProgress');
  });

  it('counts an invoice generated', async () => {
    const { countInvoiceGenerated } = await import('./school-metrics');
    countInvoiceGenerated();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ service: 'school', InvoicesGenerated: 1 });
    expect(directives(written[0]!).Metrics).toEqual([expect.objectContaining({ Name: 'InvoicesGenerated' })]);
  });

  it('counts a payment recorded', async () => {
    const { countPaymentRecorded } = await import('./school-metrics');
    countPaymentRecorded();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ service: 'school', PaymentsRecorded: 1 });
  });

  it('counts a sign-in refused by its reason', async () => {
    const { countSignInRefused } = await import('./school-metrics');
    countSignInRefused('throttled');
    countSignInRefused('credentials');
    expect(written.map((line) => [line.Reason, line.SignInRefused])).toEqual([
      ['throttled', 1],
      ['credentials', 1],
    ]);
    expect(directives(written[0]!).Dimensions[0]!.sort()).toEqual(['Reason', 'service']);
  });
});

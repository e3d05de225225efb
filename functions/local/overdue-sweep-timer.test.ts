import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSweepIntervalMs,
  firstSweepDelayMs,
  startOverdueSweepTimer,
  sweepIntervalFromEnvironment,
  type OverdueSweepTimer,
} from './overdue-sweep-timer';

const hourMs = 60 * 60 * 1000;

describe('local overdue sweep timer', () => {
  let timer: OverdueSweepTimer | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });

  afterEach(async () => {
    await timer?.stop();
    timer = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs shortly after start, then once per interval', async () => {
    const sweep = vi.fn(async () => ({ checked: 0, markedOverdue: 0 }));
    timer = startOverdueSweepTimer({ intervalMs: hourMs, sweep });
    await vi.advanceTimersByTimeAsync(firstSweepDelayMs - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(hourMs);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and still runs the next one', async () => {
    const sweep = vi.fn().mockRejectedValueOnce(new Error('DynamoDB unreachable')).mockResolvedValue({});
    timer = startOverdueSweepTimer({ intervalMs: hourMs, firstDelayMs: 0, sweep });
    await vi.advanceTimersByTimeAsync(0);
    const written = vi.mocked(process.stderr.write).mock.calls.map(([line]) => String(line));
    expect(written.some((line) => line.includes('DynamoDB unreachable'))).toBe(true);
    await vi.advanceTimersByTimeAsync(hourMs);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('never overlaps runs: the next interval counts from the end of a slow run', async () => {
    let finish!: () => void;
    const sweep = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    timer = startOverdueSweepTimer({ intervalMs: 1000, firstDelayMs: 0, sweep });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('does not keep the process alive', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    timer = startOverdueSweepTimer({ intervalMs: hourMs, sweep: async () => {} });
    const handle = setTimeoutSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
  });

  it('on stop, cancels the next run and waits for the running one', async () => {
    let finish!: () => void;
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    timer = startOverdueSweepTimer({ intervalMs: 1000, firstDelayMs: 0, sweep });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('is off when the interval is 0', async () => {
    const sweep = vi.fn(async () => {});
    timer = startOverdueSweepTimer({ intervalMs: 0, sweep });
    await vi.advanceTimersByTimeAsync(10 * hourMs);
    expect(sweep).not.toHaveBeenCalled();
  });
});

describe('SWEEP_INTERVAL_MS', () => {
  it('defaults to hourly, takes milliseconds, 0 turns the timer off, and refuses anything else', () => {
    expect(sweepIntervalFromEnvironment(undefined)).toBe(defaultSweepIntervalMs);
    expect(sweepIntervalFromEnvironment('')).toBe(defaultSweepIntervalMs);
    expect(defaultSweepIntervalMs).toBe(hourMs);
    expect(sweepIntervalFromEnvironment('60000')).toBe(60_000);
    expect(sweepIntervalFromEnvironment('0')).toBe(0);
    expect(() => sweepIntervalFromEnvironment('1h')).toThrow(/SWEEP_INTERVAL_MS/);
    expect(() => sweepIntervalFromEnvironment('-5')).toThrow(/SWEEP_INTERVAL_MS/);
  });
});

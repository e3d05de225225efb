import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettle } from './register-service-worker';

const timing = { quietMs: 1_000, longestWaitMs: 15_000 };

/** A read that answers when the test says so. */
function startRead(client: QueryClient, key: string) {
  let answer!: () => void;
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return () => answer();
}

function watch(client: QueryClient) {
  const state = { settled: false };
  void whenQueriesSettle(client, timing).then(() => (state.settled = true));
  return state;
}

describe('whenQueriesSettle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles a quiet second after the load when nothing is read', async () => {
    const state = watch(new QueryClient());
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('waits for the reads under way, then a quiet second', async () => {
    const client = new QueryClient();
    const answerStudents = startRead(client, 'students');
    const state = watch(client);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.settled).toBe(false);
    answerStudents();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('starts the quiet second again when a read begins within it', async () => {
    const client = new QueryClient();
    const state = watch(client);
    await vi.advanceTimersByTimeAsync(500);
    const answerSheet = startRead(client, 'sheet');
    await vi.advanceTimersByTimeAsync(800);
    expect(state.settled).toBe(false);
    answerSheet();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('gives up waiting after the longest wait when a read never ends', async () => {
    const client = new QueryClient();
    startRead(client, 'slow');
    const state = watch(client);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});

/**
 * The answers of `reads`, in their order, with at most `inFlight` of them
 * started and not yet handed on: the next read starts as soon as the oldest
 * has been taken, so the database is never idle while a caller encodes what
 * it got, and at most `inFlight` answers are held at once.
 */
export async function* readAhead<T>(
  reads: readonly (() => Promise<T>)[],
  inFlight: number,
): AsyncGenerator<T> {
  const reading: Promise<T>[] = [];
  let next = 0;
  const startNext = () => {
    const read = reads[next++];
    if (!read) return;
    const answer = read();
    // Awaited in turn below; until then a failure must not count as unhandled.
    answer.catch(() => {});
    reading.push(answer);
  };
  for (let index = 0; index < inFlight; index++) startNext();
  while (reading.length) {
    const answer = await reading.shift()!;
    startNext();
    yield answer;
  }
}

/**
 * A value made on first use for the target the environment names (an endpoint, a folder), and made
 * again when that target changes. In a Lambda function it never changes. The local runtime can be
 * started again in one process on other servers and folders: a restart does it, and the API tests
 * start one runtime per file in a worker that runs many files (docs/architecture.md#tests).
 * A value made for the previous target would reach a closed port or another school's data.
 */
export function madePerTarget<T>(target: () => string, make: () => T): () => T {
  let made: { target: string; value: T } | undefined;
  return () => {
    const current = target();
    if (made?.target !== current) made = { target: current, value: make() };
    return made.value;
  };
}

import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in a full run on the 2-core machine, longest
 * first: the order the sequencer starts them in when vitest has no timing of
 * its own for them (a fresh clone: vitest keeps the last run's durations in
 * node_modules/.vite). `longest-first-sequencer.test.ts` checks each exists.
 */
export const knownSlowFiles = [
  'tests/api/hostile-input.test.ts',
  'tests/api/outbox-crash.test.ts',
  'tests/api/restart.test.ts',
  'infra/school-stack.test.ts',
  'tests/api/progress-sheet-cost.test.ts',
  'tests/api/authorization-matrix.test.ts',
  'tests/api/login.test.ts',
  'tests/api/family-isolation.test.ts',
  'functions/shared-domains/accounts/password-hashing.test.ts',
  'tests/api/invoices-generate.test.ts',
  'tests/api/invoices-lifecycle.test.ts',
  'tests/api/hostile-input-generators.test.ts',
  'tests/budgets/lambda-bundles.test.ts',
  'tests/budgets/web-first-load.test.ts',
];

/** What a file is expected to take, in milliseconds: the last run's time, or a guess. */
export function expectedMs(
  file: string,
  lastRunMs: number | undefined,
  sizeBytes: number | undefined,
): number {
  if (lastRunMs !== undefined) return lastRunMs;
  const slow = knownSlowFiles.indexOf(file);
  // Ahead of every unknown file, in the list's order.
  if (slow !== -1) return 1_000_000 - slow;
  // A test file of the suite runs for roughly a millisecond per byte of its source.
  return sizeBytes ?? 0;
}

/**
 * Vitest's own sequencer runs the projects one after another, by name, and
 * only then sorts each project's files by their last duration, so the
 * suite's longest files could start last (the Lambda bundles and the stack
 * synthesis of bench and infra, scrypt at full cost in "unit (isolated)")
 * while the other worker sat idle. This one sorts every file of every
 * project by its expected time, longest first, so the two workers finish
 * together. The files of a project that shares one module graph
 * (`isolate: false`) stay together, after the others: vitest hands such a
 * worker on to the next file only when that file is of the same project.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = new Map<TestSpecification, number>();
    for (const spec of files) {
      const file = relative(root, spec.moduleId);
      const key = `${spec.project.name}:${file}`;
      weight.set(
        spec,
        expectedMs(
          file,
          this.ctx.cache.getFileTestResults(key)?.duration,
          this.ctx.cache.getFileStats(key)?.size,
        ),
      );
    }
    const longestFirst = (a: TestSpecification, b: TestSpecification) => weight.get(b)! - weight.get(a)!;
    const isolated = files.filter((spec) => spec.project.config.isolate).sort(longestFirst);
    const shared = files
      .filter((spec) => !spec.project.config.isolate)
      .sort((a, b) =>
        a.project.name === b.project.name ? longestFirst(a, b) : a.project.name < b.project.name ? -1 : 1,
      );
    return [...isolated, ...shared];
  }
}

import { existsSync } from 'node:fs';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { expectedMs, knownSlowFiles, LongestFirstSequencer } from './longest-first-sequencer';

describe('the longest-first sequencer', () => {
  it('names slow files that exist', () => {
    for (const file of knownSlowFiles) expect(existsSync(file), file).toBe(true);
  });

  it('expects the last run’s time, else a known slow file first, else a millisecond per byte', () => {
    expect(expectedMs('tests/api/hostile-input.test.ts', 1_234, 50_000)).toBe(1_234);
    expect(expectedMs(knownSlowFiles[0]!, undefined, 100)).toBeGreaterThan(
      expectedMs(knownSlowFiles[1]!, undefined, 100),
    );
    expect(expectedMs(knownSlowFiles.at(-1)!, undefined, 100)).toBeGreaterThan(
      expectedMs('shared/some.test.ts', undefined, 900_000),
    );
    expect(expectedMs('shared/some.test.ts', undefined, 4_000)).toBe(4_000);
  });

  it('runs every project’s files longest first, and those of a shared module graph together, last', async () => {
    const lastRun: Record<string, number> = {
      'api:tests/api/a.test.ts': 40_000,
      'api:tests/api/b.test.ts': 2_000,
      'infra:infra/stack.test.ts': 45_000,
      'unit (isolated):functions/hash.test.ts': 13_000,
      'unit:shared/x.test.ts': 50,
      'unit:shared/y.test.ts': 900,
      'other shared:web/z.test.ts': 60_000,
    };
    const ctx = {
      config: { root: '/repo' },
      cache: {
        getFileTestResults: (key: string) => (key in lastRun ? { duration: lastRun[key] } : undefined),
        getFileStats: () => ({ size: 1 }),
      },
    } as unknown as Vitest;
    const spec = (project: string, isolate: boolean, file: string) =>
      ({ moduleId: `/repo/${file}`, project: { name: project, config: { isolate } } }) as TestSpecification;
    const specs = [
      spec('unit', false, 'shared/x.test.ts'),
      spec('api', true, 'tests/api/b.test.ts'),
      spec('unit (isolated)', true, 'functions/hash.test.ts'),
      spec('other shared', false, 'web/z.test.ts'),
      spec('api', true, 'tests/api/a.test.ts'),
      spec('unit', false, 'shared/y.test.ts'),
      spec('infra', true, 'infra/stack.test.ts'),
    ];
    const sorted = await new LongestFirstSequencer(ctx).sort(specs);
    expect(sorted.map((each) => `${each.project.name}:${each.moduleId.slice('/repo/'.length)}`)).toEqual([
      'infra:infra/stack.test.ts',
      'api:tests/api/a.test.ts',
      'unit (isolated):functions/hash.test.ts',
      'api:tests/api/b.test.ts',
      'other shared:web/z.test.ts',
      'unit:shared/y.test.ts',
      'unit:shared/x.test.ts',
    ]);
  });
});

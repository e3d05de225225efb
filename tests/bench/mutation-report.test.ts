import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  modulesBelow,
  renderMutationSection,
  scoreModules,
  sectionEnd,
  sectionStart,
  withMutationSection,
  withMutationSectionOf,
  type MutantOutcome,
  type MutationRun,
} from '../../bench/mutation-report';

const mutant = (overrides: Partial<MutantOutcome>): MutantOutcome => ({
  file: 'shared/a.ts',
  status: 'Killed',
  mutatorName: 'EqualityOperator',
  replacement: 'a >= b',
  line: 3,
  original: 'a > b',
  ...overrides,
});

const run = (label: string, outcomes: MutantOutcome[]): MutationRun => ({
  label,
  commit: 'abc1234',
  startedAt: '2026-12-02T00:12:00.000Z',
  minutes: 6.7,
  modules: scoreModules(['shared/a.ts', 'shared/b.ts'], outcomes),
});

describe('the mutation score of each module', () => {
  it('counts killed and timed-out mutants over all that ran, leaving out those that could not run', () => {
    const [a, b] = scoreModules(
      ['shared/a.ts', 'shared/b.ts'],
      [
        mutant({ status: 'Killed' }),
        mutant({ status: 'Timeout' }),
        mutant({ status: 'Survived', line: 9 }),
        mutant({ status: 'NoCoverage', line: 5 }),
        mutant({ status: 'CompileError' }),
        mutant({ status: 'Ignored' }),
      ],
    );
    expect(a).toMatchObject({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, errors: 1, score: 50 });
    expect(a!.survivors.map((each) => each.line)).toEqual([5, 9]);
    // A listed module without mutants (a path that no longer exists) has no score, and fails the minimum.
    expect(b).toMatchObject({ score: null, survivors: [] });
    expect(modulesBelow(run('x', [mutant({})]), 90).map((each) => each.module)).toEqual(['shared/b.ts']);
  });

  it('fails a module just under the minimum, not one on it', () => {
    const outcomes = [
      ...Array.from({ length: 9 }, () => mutant({ file: 'shared/b.ts' })),
      mutant({ file: 'shared/b.ts', status: 'Survived' }),
      mutant({}),
    ];
    expect(modulesBelow(run('x', outcomes), 90)).toEqual([]);
    expect(modulesBelow(run('x', outcomes), 90.1).map((each) => each.module)).toEqual(['shared/b.ts']);
  });
});

describe('the mutation section of bench/report.md', () => {
  const before = run('before', [mutant({ status: 'Survived' }), mutant({ file: 'shared/b.ts' })]);
  const after = run('after', [
    mutant({}),
    mutant({ file: 'shared/b.ts', status: 'Survived', original: "''", replacement: '"x"', line: 7 }),
    mutant({ file: 'shared/b.ts', status: 'Survived', original: "''", replacement: '"x"', line: 8 }),
  ]);
  const section = renderMutationSection([before, after], {
    command: 'npm run test:mutation',
    minimum: 90,
    explained: [
      {
        module: 'shared/b.ts',
        mutatorName: 'EqualityOperator',
        original: "''",
        replacement: '"x"',
        line: 7,
        reason: 'Never read.',
      },
    ],
  });

  it('shows each run’s score per module in a column, and the last run’s survivors with their reason', () => {
    expect(section.startsWith(sectionStart)).toBe(true);
    expect(section.endsWith(sectionEnd)).toBe(true);
    expect(section).toContain(
      '| `shared/a.ts` | 0.0 % (0 of 1) | 100.0 % (1 of 1) |\n| `shared/b.ts` | 100.0 % (1 of 1) | 0.0 % (0 of 2) |',
    );
    expect(section).toContain('### Mutants left alive by the after run');
    expect(section).toContain('- `shared/b.ts:7` EqualityOperator: `\'\'` → `"x"`. Never read.');
    // The same text elsewhere in the module is not covered by a reason given for line 7.
    expect(section).toContain('- `shared/b.ts:8` EqualityOperator: `\'\'` → `"x"`. not explained');
    expect(section).not.toContain('shared/a.ts:3');
  });

  it('replaces the section in place, or adds it at the end', () => {
    const report = `# Report\n\n${sectionStart}\nold\n${sectionEnd}\n\n## After\n`;
    expect(withMutationSection(report, section)).toBe(`# Report\n\n${section}\n\n## After\n`);
    expect(withMutationSection('# Report\n', section)).toBe(`# Report\n\n${section}\n`);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'mutation-report-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is carried into the report `npm run bench` writes afresh', () => {
    const reportFile = join(scratch, 'report.md');
    expect(withMutationSectionOf(reportFile, '# New\n')).toBe('# New\n');
    writeFileSync(reportFile, `# Old\n\n${section}\n`);
    expect(withMutationSectionOf(reportFile, '# New\n')).toBe(`# New\n\n${section}\n`);
  });
});

import { expect, it } from 'vitest';
import { renderPhoneSection, type PageMedian, type PhoneRun } from '../../bench/lighthouse-phone-report';

const page = (overrides: Partial<PageMedian>): PageMedian => ({
  name: 'family home',
  formFactor: 'mobile',
  performance: 86,
  scores: [85, 89, 86, 98, 84],
  benchmarkIndexes: [965, 1160, 906, 1649, 1014],
  lcpMs: 1955,
  tbtMs: 496,
  errors: [],
  ...overrides,
});

const run = (pages: PageMedian[]): PhoneRun => ({
  label: 'latest',
  startedAt: '2026-11-27T12:00:00.000Z',
  commit: 'abc1234',
  runs: 5,
  protocol: 'HTTP/2 over TLS',
  loadAverage: { start: [0.5], end: [1.5] },
  pages,
});

const rowOf = (section: string) => section.split('\n').find((line) => line.startsWith('| family home'))!;

it('reports the median of the audits Lighthouse did not flag as run on a slow host, and how many', () => {
  const section = renderPhoneSection([
    run([
      page({
        slowHostAudits: [true, false, true, false, false],
        performanceOnFastEnoughHost: 89,
      }),
    ]),
  ]);
  expect(rowOf(section)).toBe(
    '| family home | 86 | 85, 89, 86, 98, 84 | 89 (3 of 5) | 1955 | 496 | – | – | 965, 1160, 906, 1649, 1014 |',
  );
});

it('shows a dash where every audit was flagged, and for runs recorded before the flag was kept', () => {
  const flaggedAll = page({
    slowHostAudits: [true, true],
    performanceOnFastEnoughHost: null,
    scores: [80, 82],
  });
  expect(rowOf(renderPhoneSection([run([flaggedAll])]))).toContain('| – (0 of 2) |');
  expect(rowOf(renderPhoneSection([run([page({})])]))).toContain('| 85, 89, 86, 98, 84 | – |');
});

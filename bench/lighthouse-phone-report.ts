/** The "Lighthouse on a phone" section of bench/report.md (issue 18), kept apart so `npm run bench` keeps it too. */
export const sectionStart = '<!-- lighthouse-phone:start -->';
export const sectionEnd = '<!-- lighthouse-phone:end -->';

export interface PageMedian {
  name: string;
  formFactor: 'desktop' | 'mobile';
  performance: number | null;
  scores: (number | null)[];
  /** Lighthouse's benchmark index before each of those audits (runs before stop 31 lack it). */
  benchmarkIndexes?: (number | null)[];
  /** Whether each of those audits ran on a host Lighthouse calls slower than it expects (index ≤ 1,000; runs before stop 33 lack it). */
  slowHostAudits?: (boolean | null)[];
  /** The median of the audits without that warning (null when every audit had it). */
  performanceOnFastEnoughHost?: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  errors: string[];
}

export interface PhoneRun {
  label: string;
  startedAt: string;
  commit: string;
  runs: number;
  /** How the pages were served: HTTP/2 over TLS as CloudFront does (https-front.ts), or the runtime's HTTP/1.1. Runs before stop 27 used HTTP/1.1. */
  protocol?: string;
  loadAverage: { start: number[]; end: number[] };
  /** Lighthouse's benchmark index over the run's audits (higher is a faster machine); runs before stop 31 lack it. */
  benchmarkIndex?: { min: number; median: number; max: number };
  pages: PageMedian[];
}

const cell = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

/** '92 (3 of 5)': the median of the audits Lighthouse did not flag as run on a slow host, and how many. */
function unflagged(page?: PageMedian): string {
  if (!page?.slowHostAudits) return '–';
  const kept = page.slowHostAudits.filter((slow) => slow === false).length;
  return `${cell(page.performanceOnFastEnoughHost ?? null)} (${kept} of ${page.slowHostAudits.length})`;
}

export function renderPhoneSection(history: readonly PhoneRun[]): string {
  const lines = [
    sectionStart,
    '',
    '## Lighthouse on a phone (issue 18)',
    '',
    '`npm run bench:lighthouse`: Lighthouse 12 on Debian’s Chromium, the default mobile preset (simulated 4G and a 4× slower CPU) and the desktop one, against the demo school (`npm run demo`), each page the median of the runs shown; the load average is the machine’s (2 cores shared with other work) at the start and the end, and the benchmark index Lighthouse’s measure of its speed before each audit (higher is faster: the simulated phone’s CPU is this machine’s slowed 4×, so a slower moment scores lower). Lighthouse’s command line warns when an audit’s benchmark index is 1,000 or less (“The tested device appears to have a slower CPU than Lighthouse expects. This can negatively affect your performance score”): “mobile, host not flagged” is the median of the other audits, with how many they were (runs before stop 33 lack it). Target: mobile ≥ 90.',
    '',
  ];
  for (const run of history) {
    const speed = run.benchmarkIndex
      ? `, benchmark index ${Math.round(run.benchmarkIndex.min)}–${Math.round(run.benchmarkIndex.max)} (median ${Math.round(run.benchmarkIndex.median)})`
      : '';
    lines.push(
      `### ${run.label}, ${run.commit} (${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, median of ${run.runs}, ${run.protocol ?? 'HTTP/1.1'}, load average ${run.loadAverage.start[0]!.toFixed(1)} → ${run.loadAverage.end[0]!.toFixed(1)}${speed})`,
      '',
      '| Page | mobile | mobile runs | mobile, host not flagged | mobile LCP ms | mobile TBT ms | desktop | desktop runs | mobile runs’ benchmark index |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const names = [...new Set(run.pages.map((page) => page.name))];
    for (const name of names) {
      const mobile = run.pages.find((page) => page.name === name && page.formFactor === 'mobile');
      const desktop = run.pages.find((page) => page.name === name && page.formFactor === 'desktop');
      const runsOf = (page?: PageMedian) => page?.scores.map(cell).join(', ') ?? '–';
      lines.push(
        `| ${name} | ${cell(mobile?.performance ?? null)} | ${runsOf(mobile)} | ${unflagged(mobile)} | ${cell(mobile?.lcpMs ?? null)} | ${cell(mobile?.tbtMs ?? null)} | ${cell(desktop?.performance ?? null)} | ${runsOf(desktop)} | ${mobile?.benchmarkIndexes?.map(cell).join(', ') ?? '–'} |`,
      );
    }
    const errors = [...new Set(run.pages.flatMap((page) => page.errors))];
    if (errors.length) lines.push('', `Errors: ${errors.join('; ')}`);
    lines.push('');
  }
  lines.push(sectionEnd);
  return lines.join('\n');
}

/** The section replaced in place (or added at the end), so `npm run bench`'s own report stays as it was. */
export function withPhoneSection(report: string, section: string): string {
  const start = report.indexOf(sectionStart);
  const end = report.indexOf(sectionEnd);
  if (start >= 0 && end > start)
    return report.slice(0, start) + section + report.slice(end + sectionEnd.length);
  return `${report.trimEnd()}\n\n${section}\n`;
}

/** The section of an earlier report, to carry into a new one ('' when it has none). */
export function phoneSectionOf(report: string): string {
  const start = report.indexOf(sectionStart);
  const end = report.indexOf(sectionEnd);
  return start >= 0 && end > start ? report.slice(start, end + sectionEnd.length) : '';
}

import { existsSync, readFileSync } from 'node:fs';
/** The "Mutation testing" section of bench/report.md (issue 42), which `npm run test:mutation` rewrites in place. */
export const sectionStart = '<!-- mutation:start -->';
export const sectionEnd = '<!-- mutation:end -->';

export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

/** What the report needs of one of Stryker's mutant results. */
export interface MutantOutcome {
  /** Relative to the repository, e.g. `shared/invoices/money.ts`. */
  file: string;
  status: MutantStatus;
  mutatorName: string;
  replacement: string;
  line: number;
  /** The source text the mutant replaced. */
  original: string;
}

export interface ModuleScore {
  module: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Compile and runtime errors: mutants that could not run, left out of the score as Stryker does. */
  errors: number;
  /** Detected (killed or timed out) over all that ran, in percent; null without any mutant. */
  score: number | null;
  survivors: MutantOutcome[];
}

export interface MutationRun {
  label: string;
  commit: string;
  startedAt: string;
  minutes: number;
  modules: ModuleScore[];
}

/**
 * Survivors no test can kill because nothing observable changes: each is
 * matched by module, mutator and the text it put in place of the original,
 * and shown with the reason instead of counting as a gap.
 */
export interface ExplainedSurvivor {
  module: string;
  mutatorName: string;
  original: string;
  replacement: string;
  /** Where the same text occurs more than once in the module: the line of the one meant. */
  line?: number;
  reason: string;
}

export function scoreModules(modules: readonly string[], outcomes: readonly MutantOutcome[]): ModuleScore[] {
  return modules.map((module) => {
    const mine = outcomes.filter((outcome) => outcome.file === module);
    const count = (status: MutantStatus) => mine.filter((outcome) => outcome.status === status).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const ran = killed + timeout + survived + noCoverage;
    return {
      module,
      killed,
      timeout,
      survived,
      noCoverage,
      errors: count('CompileError') + count('RuntimeError'),
      score: ran === 0 ? null : ((killed + timeout) / ran) * 100,
      survivors: mine
        .filter((outcome) => outcome.status === 'Survived' || outcome.status === 'NoCoverage')
        .sort((a, b) => a.line - b.line),
    };
  });
}

/** The modules under the minimum, or without any mutant (a path that no longer exists). */
export function modulesBelow(run: MutationRun, minimum: number): ModuleScore[] {
  return run.modules.filter((each) => each.score === null || each.score < minimum);
}

const percent = (score: number | null) => (score === null ? 'no mutants' : `${score.toFixed(1)} %`);

function cell(score: ModuleScore | undefined): string {
  if (!score) return '–';
  const ran = score.killed + score.timeout + score.survived + score.noCoverage;
  return `${percent(score.score)} (${score.killed + score.timeout} of ${ran})`;
}

function explanationOf(
  survivor: MutantOutcome,
  explained: readonly ExplainedSurvivor[],
): ExplainedSurvivor | undefined {
  return explained.find(
    (each) =>
      each.module === survivor.file &&
      each.mutatorName === survivor.mutatorName &&
      each.original === survivor.original &&
      each.replacement === survivor.replacement &&
      (each.line === undefined || each.line === survivor.line),
  );
}

/** One line of markdown, whatever the code's own newlines and pipes. */
const inline = (code: string) => `\`${code.replace(/\s+/g, ' ').replace(/`/g, "'").slice(0, 90)}\``;

export function renderMutationSection(
  history: readonly MutationRun[],
  options: { command: string; minimum: number; explained: readonly ExplainedSurvivor[] },
): string {
  const latest = history.at(-1);
  const modules = [...new Set(history.flatMap((run) => run.modules.map((each) => each.module)))];
  const lines = [
    sectionStart,
    '',
    '## Mutation testing of the business rules (issue 42)',
    '',
    `\`${options.command}\`: Stryker (\`stryker.config.mjs\`, which lists the modules) changes each module below one small edit at a time and runs the unit tests beside it (\`name.test.ts\`) against each change; the score is the share of changes some test notices (killed or timed out, over all that ran). Every module must keep at least ${options.minimum} %. Not part of \`npm test\`. Each column is one run, labelled with \`MUTATION_LABEL\`.`,
    '',
    `| Module | ${history.map((run) => `${run.label} (${run.commit}, ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.minutes.toFixed(1)} min)`).join(' | ')} |`,
    `| --- | ${history.map(() => '---').join(' | ')} |`,
    ...modules.map(
      (module) =>
        `| \`${module}\` | ${history.map((run) => cell(run.modules.find((each) => each.module === module))).join(' | ')} |`,
    ),
    '',
  ];
  if (latest) {
    const survivors = latest.modules.flatMap((each) => each.survivors);
    lines.push(
      `### Mutants left alive by the ${latest.label} run`,
      '',
      survivors.length === 0
        ? 'None.'
        : 'Each with why no test can notice it, or “not explained” when a test should.',
      '',
    );
    for (const survivor of survivors) {
      const reason = explanationOf(survivor, options.explained)?.reason ?? 'not explained';
      const status = survivor.status === 'NoCoverage' ? ', no test reaches it' : '';
      lines.push(
        `- \`${survivor.file}:${survivor.line}\` ${survivor.mutatorName}${status}: ${inline(survivor.original)} → ${inline(survivor.replacement)}. ${reason}`,
      );
    }
    if (survivors.length > 0) lines.push('');
  }
  lines.push(sectionEnd);
  return lines.join('\n');
}

/** The section replaced in place (or added at the end), so the rest of the report stays as it was. */
export function withMutationSection(report: string, section: string): string {
  const start = report.indexOf(sectionStart);
  const end = report.indexOf(sectionEnd);
  if (start >= 0 && end > start)
    return report.slice(0, start) + section + report.slice(end + sectionEnd.length);
  return `${report.trimEnd()}\n\n${section}\n`;
}

/** The section of an earlier report, to carry into a new one ('' when it has none). */
export function mutationSectionOf(report: string): string {
  const start = report.indexOf(sectionStart);
  const end = report.indexOf(sectionEnd);
  return start >= 0 && end > start ? report.slice(start, end + sectionEnd.length) : '';
}

/** `report` with the mutation section of the report file written before it, when it has one (for `npm run bench`). */
export function withMutationSectionOf(reportFile: string, report: string): string {
  const section = existsSync(reportFile) ? mutationSectionOf(readFileSync(reportFile, 'utf8')) : '';
  return section ? withMutationSection(report, section) : report;
}

import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import * as prettier from 'prettier';
import { explainedSurvivors } from './mutation-survivors';
import {
  modulesBelow,
  renderMutationSection,
  scoreModules,
  withMutationSection,
  type MutantOutcome,
  type MutationRun,
} from './mutation-report';

/**
 * `npm run test:mutation` (issue 42): Stryker over the business-rule modules
 * listed in stryker.config.mjs, then each module's score into the "Mutation
 * testing" section of bench/report.md and bench/mutation-scores.json (one
 * column per MUTATION_LABEL, "latest" by default). Fails when a module scores
 * under the minimum. Stryker needs Node 22 or later: the npm script runs the
 * project's own Node. About 5 minutes on the 2-core machine.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const benchDir = `${root}bench/`;
const reportFile = `${benchDir}report.md`;
const scoresFile = `${benchDir}mutation-scores.json`;
const command = 'npm run test:mutation';
const label = process.env.MUTATION_LABEL ?? 'latest';
const print = (line: string) => process.stdout.write(`${line}\n`);

/** What bench/mutation-run.ts reads of Stryker's JSON report (mutation-testing-report-schema). */
interface JsonReport {
  files: Record<
    string,
    {
      source: string;
      mutants: {
        mutatorName: string;
        replacement: string;
        status: MutantOutcome['status'];
        location: { start: { line: number; column: number }; end: { line: number; column: number } };
      }[];
    }
  >;
}

function commitOf(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The source text a mutant replaced (the report's lines and columns both count from 1). */
function originalText(
  source: string[],
  { start, end }: JsonReport['files'][string]['mutants'][number]['location'],
) {
  const lines = source.slice(start.line - 1, end.line);
  lines[lines.length - 1] = lines.at(-1)!.slice(0, end.column - 1);
  lines[0] = lines[0]!.slice(start.column - 1);
  return lines.join('\n');
}

function outcomesOf(report: JsonReport): MutantOutcome[] {
  return Object.entries(report.files).flatMap(([path, file]) => {
    const source = file.source.split('\n');
    return file.mutants.map((mutant) => ({
      file: relative(root, resolve(root, path)).split('\\').join('/'),
      status: mutant.status,
      mutatorName: mutant.mutatorName,
      replacement: mutant.replacement,
      line: mutant.location.start.line,
      original: originalText(source, mutant.location),
    }));
  });
}

async function main(): Promise<void> {
  const config = (await import(pathToFileURL(`${root}stryker.config.mjs`).href)) as {
    mutatedModules: string[];
    minimumScore: number;
    default: { jsonReporter: { fileName: string } };
  };
  let history: MutationRun[] = [];
  try {
    history = JSON.parse(readFileSync(scoresFile, 'utf8')) as MutationRun[];
  } catch {
    // The first run.
  }
  // `-- --report-only`: the last run's JSON report scored again (after a change to this script), not run again.
  const reportOnly = process.argv.includes('--report-only');
  const startedAt = new Date().toISOString();
  const started = performance.now();
  if (!reportOnly) await new Stryker({}).runMutationTest();
  const report = JSON.parse(
    readFileSync(`${root}${config.default.jsonReporter.fileName}`, 'utf8'),
  ) as JsonReport;
  const earlier = history.find((each) => each.label === label);
  const run: MutationRun = {
    label,
    commit: reportOnly && earlier ? earlier.commit : commitOf(),
    startedAt: reportOnly && earlier ? earlier.startedAt : startedAt,
    minutes: reportOnly && earlier ? earlier.minutes : (performance.now() - started) / 60_000,
    modules: scoreModules(config.mutatedModules, outcomesOf(report)),
  };
  history = [...history.filter((each) => each.label !== label), run];
  // Formatted as `npm run lint` (prettier --check) expects the committed files to be.
  const format = async (text: string, filepath: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  writeFileSync(scoresFile, await format(JSON.stringify(history), scoresFile));
  const section = renderMutationSection(history, {
    command,
    minimum: config.minimumScore,
    explained: explainedSurvivors,
  });
  writeFileSync(
    reportFile,
    await format(withMutationSection(readFileSync(reportFile, 'utf8'), section), reportFile),
  );

  for (const each of run.modules) {
    const score = each.score === null ? 'no mutants' : `${each.score.toFixed(1)} %`;
    print(`${score.padStart(10)}  ${each.module} (${each.survivors.length} left alive)`);
  }
  print(`bench/report.md and bench/mutation-scores.json written (${label})`);
  const below = modulesBelow(run, config.minimumScore);
  if (below.length > 0) {
    console.error(`Under ${config.minimumScore} %: ${below.map((each) => each.module).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

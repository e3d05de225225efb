import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

const run = promisify(execFile);
const projectRoot = resolve(import.meta.dirname, '../..');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * Outside tools (Prism, response validators, client generators) read GET /api/openapi.json, so the document
 * passes Redocly's recommended rules, as configured in redocly.yaml, with no error and no warning.
 */
describe('redocly lint of the OpenAPI document', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('finds no error and no warning', async () => {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(buildOpenApiDocument()));
    const { stdout } = await run(
      join(projectRoot, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', join(projectRoot, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: folder,
        // Nothing leaves the machine during a test run.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});

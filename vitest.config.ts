import { defineConfig } from 'vitest/config';
import { preferShortLivedJvm } from './functions/local/short-lived-jvm';
import { LongestFirstSequencer } from './tests/config/longest-first-sequencer';
import { vitestWorkers } from './tests/config/vitest-workers';
import { isolatedUnitFiles, unitFileGlobs } from './tests/config/unit-isolation';
import { routeManifestPlugin } from './web/route-manifest-plugin';

// DynamoDB Local lives minutes in a test run: the quick JVM (functions/local/short-lived-jvm.ts).
preferShortLivedJvm();

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API files wait on DynamoDB Local (another
    // process) much of the time, so two workers take about 6.5 instead of 8.5 minutes.
    maxWorkers: vitestWorkers,
    // Every project's files longest first, so the two workers end together (tests/config/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // The web app's API client imports the route table's manifest (web/route-manifest-plugin.ts).
        plugins: [routeManifestPlugin()],
        test: {
          name: 'unit',
          include: unitFileGlobs,
          exclude: [...isolatedUnitFiles, '**/node_modules/**'],
          environment: 'node',
          // The files share one module graph instead of importing it again each: the unit project
          // took about 87 s isolated, 18 s shared (tests/config/unit-isolation.ts).
          isolate: false,
        },
      },
      {
        plugins: [routeManifestPlugin()],
        test: {
          name: 'unit (isolated)',
          include: isolatedUnitFiles,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          environment: 'node',
          // Synthesizing bundles every domain function with esbuild: over
          // 120 s once while the machine ran other suites beside it (load average 15).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph instead of loading the runtime and its handlers
          // again each (about 2 s of CPU per file): the API project took 5.6 minutes instead of 10.
          // What the runtime keeps per process follows the target it is started on
          // (functions/platform/made-per-target.ts); what the support modules gather per file is
          // emptied as each file starts (tests/api/support/file-start.ts).
          isolate: false,
          setupFiles: ['tests/api/support/file-start.ts'],
          // A DynamoDB Local per worker, a table per file (tests/api/support/shared-dynamodb.ts).
          globalSetup: ['tests/api/support/shared-dynamodb.ts'],
          // Each file starts its own local runtime (in-memory DynamoDB Local, temporary S3 folder).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bench',
          // Issue 8: the deterministic budgets (bench/budgets.ts: Lambda bundles and first-load
          // JavaScript built here with esbuild and Vite, DynamoDB commands of the auth and lessons
          // endpoints), the scale generator's school as the API reads and changes it, and how the
          // Lighthouse report sums up its audits (bench/lighthouse-phone-report.ts).
          include: ['tests/budgets/**/*.test.ts', 'tests/bench/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/shared-dynamodb.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

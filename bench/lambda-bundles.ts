import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { functionBundling, lambdaRuntime, projectRoot } from '../infra/constructs/domain-functions';
import { mailerBundling } from '../infra/constructs/outbox-mailer';
import { domains } from '../shared/routes/route-definition';

/** What the bench and the budget test bundle: every domain function, the overdue-sweep job, the mailer, and the baseline. */
export const bundledFunctions: Record<string, string> = {
  ...Object.fromEntries(domains.map((domain) => [domain, `functions/${domain}/handler.ts`])),
  'jobs (overdue sweep)': 'functions/jobs/overdue-sweep.ts',
  'mailer (outbox)': 'functions/mailer/handler.ts',
  'jobs (lesson reminders)': 'functions/jobs/lesson-reminders.ts',
  'jobs (progress digest)': 'functions/jobs/progress-digest.ts',
  'jobs (system summary)': 'functions/jobs/system-summary.ts',
};

/** Functions bundled with options of their own (infra/constructs/outbox-mailer.ts `mailerBundling`). */
const bundlingOverrides: Record<string, BundlingOptions> = { 'mailer (outbox)': mailerBundling };

/** A handler that only imports the DynamoDB DocumentClient: what every function pays at least. */
export const baselineName = 'baseline (DocumentClient only)';
const baselineSource = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
let client;
export const handler = async () => {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  return { statusCode: 200, body: String(Boolean(client)) };
};
`;

/**
 * esbuild options equal to what `NodejsFunction` runs for the app's
 * functions (infra/constructs/domain-functions.ts `functionBundling`, on the
 * Lambda runtime's Node version), for esbuild's JS API. An option this
 * translation does not know fails loudly, so the bench never measures a
 * bundle the deployment would not make.
 */
export function lambdaBuildOptions(bundling: BundlingOptions = functionBundling): BuildOptions {
  const known = new Set([
    'externalModules',
    'format',
    'banner',
    'mainFields',
    'bundleAwsSDK',
    'minify',
    'sourceMap',
    'sourcesContent',
    'forceDockerBundling',
  ]);
  const unknown = Object.keys(bundling).filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(`lambda-bundles.ts does not translate bundling option(s) ${unknown.join(', ')}`);
  if (!bundling.bundleAwsSDK) throw new Error('The bench expects the AWS SDK inside the bundle');
  const version = /nodejs(\d+)/.exec(lambdaRuntime.name)?.[1];
  if (!version) throw new Error(`Cannot read the Node version of ${lambdaRuntime.name}`);
  return {
    bundle: true,
    platform: 'node',
    target: `node${version}`,
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    mainFields: bundling.mainFields,
    minify: bundling.minify === true,
    sourcemap: bundling.sourceMap === true,
    sourcesContent: bundling.sourcesContent !== false,
    ...(bundling.externalModules ? { external: bundling.externalModules } : {}),
    metafile: true,
    logLevel: 'error',
  };
}

export interface BundleMeasurement {
  name: string;
  /** The bundle file (index.mjs), minified. */
  outfile: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** The largest npm packages in the bundle, by bytes of output. */
  largestPackages: { name: string; bytes: number }[];
  /** Every npm package with code in the bundle. */
  packages: string[];
}

function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : '(app code)';
}

function bytesByPackage(metafile: Metafile, outputKey: string): { name: string; bytes: number }[] {
  const output = metafile.outputs[outputKey];
  const byPackage = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    if (bytesInOutput > 0)
      byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
  }
  return [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const folderName = (name: string) => name.replace(/[^\w-]+/g, '-');

/** A bundle's size and packages, from its file and esbuild's metafile entry for it. */
function measure(name: string, outfile: string, metafile: Metafile): BundleMeasurement {
  const outputKey = relative(projectRoot, outfile);
  const output = metafile.outputs[outputKey];
  if (!output) throw new Error(`No output for ${name} in the metafile`);
  const code = readFileSync(outfile);
  const byPackage = bytesByPackage(metafile, outputKey);
  return {
    name,
    outfile,
    minifiedBytes: output.bytes,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    largestPackages: byPackage.slice(0, 5),
    packages: byPackage
      .map((each) => each.name)
      .filter((name) => name !== '(app code)')
      .sort(),
  };
}

/** Bundles one function into `outDir/<name>/index.mjs` and measures it from esbuild's metafile. */
export async function bundleFunction(
  name: string,
  entry: string | undefined,
  outDir: string,
): Promise<BundleMeasurement> {
  const folder = join(outDir, folderName(name));
  mkdirSync(folder, { recursive: true });
  const outfile = join(folder, 'index.mjs');
  const result = await build({
    ...lambdaBuildOptions(bundlingOverrides[name]),
    absWorkingDir: projectRoot,
    outfile,
    ...(entry
      ? { entryPoints: [join(projectRoot, entry)] }
      : {
          stdin: {
            contents: baselineSource,
            resolveDir: projectRoot,
            loader: 'js',
            sourcefile: 'baseline.mjs',
          },
        }),
  });
  return measure(name, outfile, result.metafile!);
}

/**
 * Bundles the functions into `outDir/<name>/index.mjs` as `bundleFunction`
 * does, one esbuild build for all the functions bundled with the same
 * options: each entry still gets a whole bundle of its own (no code is
 * split between them), byte for byte what a build of it alone gives, but
 * the modules they share are read and parsed once (a third less of
 * esbuild's CPU for the app's functions).
 */
export async function bundleFunctions(
  functions: Record<string, string>,
  outDir: string,
): Promise<Map<string, BundleMeasurement>> {
  const byBundling = new Map<BundlingOptions | undefined, string[]>();
  for (const name of Object.keys(functions)) {
    const names = byBundling.get(bundlingOverrides[name]) ?? [];
    byBundling.set(bundlingOverrides[name], [...names, name]);
  }
  const measurements = new Map<string, BundleMeasurement>();
  for (const [bundling, names] of byBundling) {
    const result = await build({
      ...lambdaBuildOptions(bundling),
      absWorkingDir: projectRoot,
      outdir: outDir,
      entryPoints: names.map((name) => ({
        in: join(projectRoot, functions[name]!),
        out: `${folderName(name)}/index`,
      })),
      outExtension: { '.js': '.mjs' },
    });
    for (const name of names)
      measurements.set(name, measure(name, join(outDir, folderName(name), 'index.mjs'), result.metafile!));
  }
  return new Map(Object.keys(functions).map((name) => [name, measurements.get(name)!]));
}

/** Every function of the app and the baseline. */
export async function bundleAll(outDir: string): Promise<BundleMeasurement[]> {
  const measurements = [...(await bundleFunctions(bundledFunctions, outDir)).values()];
  measurements.push(await bundleFunction(baselineName, undefined, outDir));
  return measurements;
}

const run = promisify(execFile);

/** The environment Lambda gives a function (the handlers read nothing at import, but a bundle might). */
const lambdaLikeEnvironment = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-2',
  TABLE_NAME: 'school',
  BUCKET_NAME: 'documents',
  NODE_OPTIONS: '--enable-source-maps',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/**
 * Milliseconds to import a bundle in a fresh Node process (module loading
 * and evaluation, not Node's own start), with the source maps Lambda loads
 * (NODE_OPTIONS=--enable-source-maps, as the functions are configured).
 */
export async function coldImportMs(outfile: string): Promise<number> {
  const probe = join(outfile, '..', 'probe.mjs');
  writeFileSync(
    probe,
    `const start = performance.now();\nawait import(${JSON.stringify(pathToFileURL(outfile).href)});\nprocess.stdout.write(String(performance.now() - start));\n`,
  );
  const { stdout } = await run(process.execPath, [probe], { env: lambdaLikeEnvironment });
  return Number(stdout);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Median cold import of each bundle over `runs` rounds; rounds interleave the bundles so drift hits all alike. */
export async function coldImports(
  bundles: readonly BundleMeasurement[],
  runs = 20,
): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(bundles.map((bundle) => [bundle.name, []]));
  for (let round = 0; round < runs; round++) {
    for (const bundle of bundles) samples.get(bundle.name)!.push(await coldImportMs(bundle.outfile));
  }
  return new Map([...samples].map(([name, values]) => [name, median(values)]));
}

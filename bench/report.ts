import type { EndpointMeasurement, LoadResult } from './api-load';
import type { BenchResults, SchoolRun } from './bench-results';
import {
  accountCheckCommands,
  dynamoRequestBudgets,
  firstLoadBudgetsKb,
  issueTargets,
  lambdaBundleBudgets,
  maxScans,
} from './budgets';
import { maxAccountCacheMs } from '../functions/platform/runtime-config';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const ok = (pass: boolean) => (pass ? '✅' : '❌');

function school(results: BenchResults, size: 'small' | 'large'): SchoolRun | undefined {
  return results.schools.find((run) => run.size === size);
}

function load(endpoint: EndpointMeasurement | undefined, connections: number): LoadResult | undefined {
  return endpoint?.loads.find((each) => each.connections === connections);
}

interface Comparison {
  name: string;
  connections: number;
  small: LoadResult;
  large: LoadResult;
  p50Ratio: number;
  p99Ratio: number;
  /** Small-school requests/s over large-school: above 1 when the large school serves fewer. */
  throughputCostRatio: number;
}

function comparisons(results: BenchResults): Comparison[] {
  const small = school(results, 'small');
  const large = school(results, 'large');
  if (!small || !large) return [];
  return large.endpoints.flatMap((endpoint) =>
    endpoint.loads.flatMap((largeLoad) => {
      const smallLoad = load(
        small.endpoints.find((each) => each.name === endpoint.name),
        largeLoad.connections,
      );
      if (!smallLoad) return [];
      return [
        {
          name: endpoint.name,
          connections: largeLoad.connections,
          small: smallLoad,
          large: largeLoad,
          p50Ratio: largeLoad.p50Ms / Math.max(smallLoad.p50Ms, 0.5),
          p99Ratio: largeLoad.p99Ms / Math.max(smallLoad.p99Ms, 0.5),
          throughputCostRatio: smallLoad.requestsPerSecond / Math.max(largeLoad.requestsPerSecond, 0.1),
        },
      ];
    }),
  );
}

function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Why an endpoint is slow, from what was measured about it. */
function explain(results: BenchResults, endpoint: EndpointMeasurement): string {
  if (endpoint.routeId === 'auth.login') {
    const password = results.password;
    return (
      `it verifies the password with ${password.parameters} (${ms(password.verifyMedianMs)} ms of CPU and 128 MiB per ` +
      `verification, by design, so guessing is slow); libuv runs at most 4 at once on ${password.cores} cores ` +
      `(${password.parallelVerifiesPerSecond} verifications/s measured), so under load requests queue behind each other. ` +
      'Its DynamoDB work is constant (5 commands)'
    );
  }
  return (
    `it answers ${kb(endpoint.single.bytes)} KB and sends ${endpoint.single.commands.length} DynamoDB command(s) ` +
    `(${endpoint.single.commands.join(', ') || 'none'}, ${endpoint.single.capacityUnits} capacity units)`
  );
}

function summary(results: BenchResults): string {
  const small = school(results, 'small');
  const large = school(results, 'large');
  const compared = comparisons(results);
  const worstP50 = compared.reduce<Comparison | undefined>(
    (worst, each) => (!worst || each.p50Ratio > worst.p50Ratio ? each : worst),
    undefined,
  );
  const worstThroughput = compared.reduce<Comparison | undefined>(
    (worst, each) => (!worst || each.throughputCostRatio > worst.throughputCostRatio ? each : worst),
    undefined,
  );
  const runs = results.schools;
  const overBudget = runs.flatMap((run) =>
    run.endpoints
      .filter((endpoint) => endpoint.single.commands.length > (dynamoRequestBudgets[endpoint.routeId] ?? 0))
      .map((endpoint) => `${endpoint.name} (${run.size})`),
  );
  const maxCommands = Math.max(...runs.flatMap((run) => run.endpoints.map((e) => e.single.commands.length)));
  const scans = runs.reduce((sum, run) => sum + run.scans, 0);
  const functions = results.bundles.filter((bundle) => lambdaBundleBudgets[bundle.name]);
  const worstCold = functions.reduce((worst, each) =>
    each.coldImportRatio > worst.coldImportRatio ? each : worst,
  );
  const largest = functions.reduce((worst, each) =>
    each.minifiedBytes > worst.minifiedBytes ? each : worst,
  );
  const bundlesOver = functions.filter(
    (bundle) =>
      bundle.minifiedBytes / 1024 > lambdaBundleBudgets[bundle.name]!.minifiedKb ||
      bundle.gzipBytes / 1024 > lambdaBundleBudgets[bundle.name]!.gzipKb,
  );
  const route = (name: string) => results.web.routes.find((each) => each.name === name);
  const signedIn = results.web.routes.filter((each) => each.signedIn);
  const heaviest = signedIn.reduce((worst, each) => (each.gzipBytes > worst.gzipBytes ? each : worst));
  const firstLoadOver = results.web.routes.filter(
    (each) => each.gzipBytes / 1024 > (firstLoadBudgetsKb[each.name] ?? 0),
  );
  const audits = results.lighthouse.audits.filter((audit) => audit.performance !== null);
  const minOf = (values: (number | null)[]) =>
    Math.min(...values.filter((value): value is number => value !== null));
  const desktopPerformance = minOf(
    audits.filter((a) => a.formFactor === 'desktop').map((a) => a.performance),
  );
  const mobilePerformance = minOf(audits.filter((a) => a.formFactor === 'mobile').map((a) => a.performance));
  const accessibility = minOf(audits.map((a) => a.accessibility));
  const slowest = large?.endpoints.reduce((worst, each) =>
    (load(each, 10)?.p50Ms ?? 0) > (load(worst, 10)?.p50Ms ?? 0) ? each : worst,
  );
  const slowestNotLogin = large?.endpoints
    .filter((each) => each.routeId !== 'auth.login')
    .reduce((worst, each) => ((load(each, 10)?.p50Ms ?? 0) > (load(worst, 10)?.p50Ms ?? 0) ? each : worst));
  const landing = route('landing');
  const login = route('login');

  const both = (smallText: string | undefined, largeText: string | undefined) =>
    [smallText !== undefined ? `small ${smallText}` : '', largeText !== undefined ? `large ${largeText}` : '']
      .filter(Boolean)
      .join(' · ');
  const p50Of = (run: SchoolRun | undefined, name: string | undefined) =>
    load(
      run?.endpoints.find((each) => each.name === name),
      10,
    )?.p50Ms;
  const rows: (string | number)[][] = [
    [
      'API p50 latency, large ÷ small (worst endpoint)',
      worstP50 ? `${ratio(worstP50.p50Ratio)} (${worstP50.name}, ${worstP50.connections} connections)` : '–',
      `≤ ${issueTargets.largeOverSmall}`,
      worstP50 ? ok(worstP50.p50Ratio <= issueTargets.largeOverSmall) : '–',
    ],
    [
      'API requests/s, small ÷ large (worst endpoint)',
      worstThroughput
        ? `${ratio(worstThroughput.throughputCostRatio)} (${worstThroughput.name}, ${worstThroughput.connections} connections)`
        : '–',
      `≤ ${issueTargets.largeOverSmall}`,
      worstThroughput ? ok(worstThroughput.throughputCostRatio <= issueTargets.largeOverSmall) : '–',
    ],
    [
      'DynamoDB Local alone, GetItem / Query median ms (no app)',
      both(
        small
          ? `${ms(small.dynamoLocal.getItemMedianMs)} / ${ms(small.dynamoLocal.queryMedianMs)}`
          : undefined,
        large
          ? `${ms(large.dynamoLocal.getItemMedianMs)} / ${ms(large.dynamoLocal.queryMedianMs)}`
          : undefined,
      ),
      '',
      '',
    ],
    [
      'Slowest endpoint (p50, 10 connections)',
      slowest
        ? `${slowest.name}: ${both(
            p50Of(small, slowest.name) !== undefined ? `${ms(p50Of(small, slowest.name)!)} ms` : undefined,
            `${ms(p50Of(large, slowest.name) ?? 0)} ms`,
          )}`
        : '–',
      '',
      '',
    ],
    [
      'Slowest endpoint but login (p50, 10 connections)',
      slowestNotLogin
        ? `${slowestNotLogin.name}: ${both(
            p50Of(small, slowestNotLogin.name) !== undefined
              ? `${ms(p50Of(small, slowestNotLogin.name)!)} ms`
              : undefined,
            `${ms(p50Of(large, slowestNotLogin.name) ?? 0)} ms`,
          )}`
        : '–',
      '',
      '',
    ],
    [
      'DynamoDB commands per request (most of any endpoint)',
      `${maxCommands}${overBudget.length ? `; over budget: ${overBudget.join(', ')}` : ', every endpoint within budget'}`,
      'bench/budgets.ts',
      ok(overBudget.length === 0),
    ],
    ['Scan commands over the whole bench', String(scans), String(maxScans), ok(scans <= maxScans)],
    [
      'Account check (issue 14), per protected request',
      `${accountCheckCommands} strongly consistent GetItem of the caller's account (1 RCU under 4 KB), counted on every request here; a warm function reuses it ≤ ${maxAccountCacheMs / 1000} s per account`,
      'bench/budgets.ts',
      '',
    ],
    [
      'Lambda cold import ÷ baseline (worst function)',
      `${ratio(worstCold.coldImportRatio)} (${worstCold.name}: ${ms(worstCold.coldImportMs)} ms against ${ms(
        results.bundles.find((bundle) => !lambdaBundleBudgets[bundle.name])?.coldImportMs ?? 0,
      )} ms)`,
      `≤ ${issueTargets.coldImportOverBaseline}`,
      ok(worstCold.coldImportRatio <= issueTargets.coldImportOverBaseline),
    ],
    [
      'Largest Lambda bundle, minified / gzip KB',
      `${largest.name}: ${kb(largest.minifiedBytes)} / ${kb(largest.gzipBytes)}${
        bundlesOver.length
          ? `; over budget: ${bundlesOver.map((each) => each.name).join(', ')}`
          : ', all within budget'
      }`,
      'bench/budgets.ts',
      ok(bundlesOver.length === 0),
    ],
    [
      'First-load JS, landing / login, gzip KB',
      `${landing ? kb(landing.gzipBytes) : '–'} / ${login ? kb(login.gzipBytes) : '–'}`,
      `≤ ${issueTargets.landingAndLoginKb}`,
      ok(
        (landing?.gzipBytes ?? Infinity) / 1024 <= issueTargets.landingAndLoginKb &&
          (login?.gzipBytes ?? Infinity) / 1024 <= issueTargets.landingAndLoginKb,
      ),
    ],
    [
      'First-load JS, heaviest signed-in page, gzip KB',
      `${heaviest.name}: ${kb(heaviest.gzipBytes)}`,
      `≤ ${issueTargets.signedInKb}`,
      ok(heaviest.gzipBytes / 1024 <= issueTargets.signedInKb),
    ],
    [
      'First-load JS within budgets; calendar and charts lazy',
      `${firstLoadOver.length ? `over: ${firstLoadOver.map((each) => each.name).join(', ')}` : 'all within budget'}; ${
        results.web.routes.some((each) => each.eagerLibraries.length)
          ? 'calendar or charts loaded eagerly'
          : 'both lazy'
      }`,
      'bench/budgets.ts',
      ok(firstLoadOver.length === 0 && !results.web.routes.some((each) => each.eagerLibraries.length)),
    ],
    [
      'Lighthouse performance, worst page, desktop / mobile',
      audits.length ? `${desktopPerformance} / ${mobilePerformance}` : (results.lighthouse.skipped ?? '–'),
      `≥ ${issueTargets.lighthouseDesktopPerformance} desktop`,
      audits.length ? ok(desktopPerformance >= issueTargets.lighthouseDesktopPerformance) : '–',
    ],
    [
      'Lighthouse accessibility, worst page',
      audits.length ? String(accessibility) : '–',
      `≥ ${issueTargets.lighthouseAccessibility}`,
      audits.length ? ok(accessibility >= issueTargets.lighthouseAccessibility) : '–',
    ],
    [
      'Password hash / verify, median ms',
      `${ms(results.password.hashMedianMs)} / ${ms(results.password.verifyMedianMs)} (${results.password.parameters})`,
      '',
      '',
    ],
    [
      'Runtime RSS, idle → peak under load, MB',
      both(
        small ? `${mb(small.memory.idleRssBytes)} → ${mb(small.memory.peakRssUnderLoadBytes)}` : undefined,
        large ? `${mb(large.memory.idleRssBytes)} → ${mb(large.memory.peakRssUnderLoadBytes)}` : undefined,
      ),
      '',
      '',
    ],
    [
      'Schools generated: items in seconds',
      both(
        small ? `${small.generation.items} in ${small.generation.seconds.toFixed(0)} s` : undefined,
        large ? `${large.generation.items} in ${large.generation.seconds.toFixed(0)} s` : undefined,
      ),
      '',
      '',
    ],
  ];
  const slowestText =
    slowest && slowestNotLogin
      ? `\n\n**Slowest endpoint:** ${slowest.name} (${ms(load(slowest, 10)?.p50Ms ?? 0)} ms p50 at 10 connections, large school): ${explain(results, slowest)}. ` +
        `Leaving login aside, the slowest is ${slowestNotLogin.name} (${ms(load(slowestNotLogin, 10)?.p50Ms ?? 0)} ms): ${explain(results, slowestNotLogin)}.`
      : '';
  return `${table(['Measure', 'Result', 'Target', 'Met'], rows)}${slowestText}`;
}

function apiSection(results: BenchResults): string {
  const compared = comparisons(results);
  const rows = compared.map((each) => [
    each.name,
    each.connections,
    ms(each.small.p50Ms),
    ms(each.large.p50Ms),
    ratio(each.p50Ratio),
    ms(each.small.p99Ms),
    ms(each.large.p99Ms),
    ratio(each.p99Ratio),
    each.small.requestsPerSecond,
    each.large.requestsPerSecond,
    ratio(each.throughputCostRatio),
    each.small.failures + each.large.failures,
  ]);
  const notes = (results.schools.at(-1)?.endpoints ?? [])
    .map((each) => `- **${each.name}**: ${each.note}`)
    .join('\n');
  const small = school(results, 'small');
  const large = school(results, 'large');
  const over = [
    ...new Set(compared.filter((each) => each.p50Ratio > issueTargets.largeOverSmall).map((e) => e.name)),
  ];
  const sameWork = over.filter((name) => {
    const a = small?.endpoints.find((each) => each.name === name)?.single;
    const b = large?.endpoints.find((each) => each.name === name)?.single;
    return a && b && a.commands.join() === b.commands.join() && a.capacityUnits === b.capacityUnits;
  });
  const moreWork = over.filter((name) => !sameWork.includes(name));
  const why =
    small && large && over.length
      ? [
          '',
          `Over ${issueTargets.largeOverSmall} at some concurrency: ${over.join(', ')}.`,
          sameWork.length
            ? `Of these, ${sameWork.join(', ')} ${sameWork.length === 1 ? 'sends' : 'send'} the same DynamoDB commands for the same capacity units at both sizes (section 2), so the app does the same work; ${
                large.dynamoLocal.getItemMedianMs > small.dynamoLocal.getItemMedianMs * 1.1 ||
                large.dynamoLocal.queryMedianMs > small.dynamoLocal.queryMedianMs * 1.1
                  ? "what grows is DynamoDB Local's own time on a larger table"
                  : "DynamoDB Local itself is no slower on the larger table, so the difference is the shared machine's noise"
              } (GetItem ${ms(small.dynamoLocal.getItemMedianMs)} → ${ms(large.dynamoLocal.getItemMedianMs)} ms, Query ${ms(small.dynamoLocal.queryMedianMs)} → ${ms(large.dynamoLocal.queryMedianMs)} ms straight to the emulator).`
            : '',
          moreWork.length
            ? `${moreWork.join(', ')} ${moreWork.length === 1 ? 'does' : 'do'} more DynamoDB work in the large school (section 2).`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '';
  return [
    `Through the local runtime (one Node process with DynamoDB Local in memory and s3rver), autocannon for ${results.settings.loadSeconds} s per run. Latency in ms; "÷" columns are large over small for latency and small over large for requests/s, so above ${issueTargets.largeOverSmall} means the large school costs more.`,
    '',
    table(
      ['Endpoint', 'c', 'p50 S', 'p50 L', '÷', 'p99 S', 'p99 L', '÷', 'req/s S', 'req/s L', '÷', 'errors'],
      rows,
    ),
    '',
    notes,
    '',
    why,
  ].join('\n');
}

function dynamoSection(results: BenchResults): string {
  const small = school(results, 'small');
  const large = school(results, 'large');
  const names = (large ?? small)?.endpoints.map((each) => each.name) ?? [];
  const find = (run: SchoolRun | undefined, name: string) =>
    run?.endpoints.find((each) => each.name === name);
  const rows = names.map((name) => {
    const s = find(small, name);
    const l = find(large, name);
    const routeId = (l ?? s)!.routeId;
    return [
      name,
      s?.single.commands.length ?? '–',
      l?.single.commands.length ?? '–',
      dynamoRequestBudgets[routeId] ?? '–',
      s?.single.capacityUnits ?? '–',
      l?.single.capacityUnits ?? '–',
      s ? kb(s.single.bytes) : '–',
      l ? kb(l.single.bytes) : '–',
      s ? ms(s.single.ms) : '–',
      l ? ms(l.single.ms) : '–',
      (l ?? s)!.single.commands.map((command) => command.replace(/Command$/, '')).join(', '),
    ];
  });
  const screenRows = (large ?? small)!.screens.map((screen) => {
    const smallScreen = small?.screens.find((each) => each.name === screen.name);
    return [
      screen.name,
      smallScreen ? `${smallScreen.apiRequests} / ${smallScreen.dynamoCommands} / ${smallScreen.items}` : '–',
      `${screen.apiRequests} / ${screen.dynamoCommands} / ${screen.items}`,
      smallScreen ? `${smallScreen.capacityUnits} → ${screen.capacityUnits}` : String(screen.capacityUnits),
      smallScreen ? `${kb(smallScreen.bytes)} → ${kb(screen.bytes)}` : kb(screen.bytes),
      smallScreen ? `${kb(smallScreen.wireBytes)} → ${kb(screen.wireBytes)}` : kb(screen.wireBytes),
      smallScreen ? `${ms(smallScreen.ms)} → ${ms(screen.ms)}` : ms(screen.ms),
      screen.note,
    ];
  });
  const totals = results.schools
    .map(
      (run) =>
        `${run.size} school: ${Object.values(run.commandTotals).reduce((sum, count) => sum + count, 0)} commands (${Object.entries(
          run.commandTotals,
        )
          .map(([name, count]) => `${name.replace(/Command$/, '')} ${count}`)
          .join(', ')})`,
    )
    .join('; ');
  const scans = results.schools.reduce((sum, run) => sum + run.scans, 0);
  return [
    "One request of each endpoint on its own, counted by a middleware on the API's DocumentClient, which also sets `ReturnConsumedCapacity: TOTAL` on every command in bench mode (DynamoDB Local reports capacity as DynamoDB would bill it on demand).",
    '',
    table(
      [
        'Endpoint',
        'cmds S',
        'cmds L',
        'budget',
        'CU S',
        'CU L',
        'KB S',
        'KB L',
        'ms alone S',
        'ms alone L',
        'Commands',
      ],
      rows,
    ),
    '',
    `**No Scan ran: ${scans === 0 ? 'confirmed' : `${scans} Scan(s) ran`}.** Over the whole bench (warm-up, single requests, load, screens, Lighthouse), ${totals}.`,
    '',
    '### Whole screens',
    '',
    "The web app's lists fetch every page (`fetchAllPages`, 500 a page), so a screen can cost more in a larger school even when each request is bounded. API requests / DynamoDB commands / items, then capacity units, KB of JSON, KB on the network (brotli, as a browser receives it) and ms, small → large:",
    '',
    table(['Screen', 'small', 'large', 'CU', 'KB', 'KB sent', 'ms', 'What the screen does'], screenRows),
  ].join('\n');
}

function bundleSection(results: BenchResults): string {
  const rows = results.bundles.map((bundle) => {
    const budget = lambdaBundleBudgets[bundle.name];
    return [
      bundle.name,
      kb(bundle.minifiedBytes),
      kb(bundle.gzipBytes),
      budget ? `${budget.minifiedKb} / ${budget.gzipKb}` : '–',
      ms(bundle.coldImportMs),
      ratio(bundle.coldImportRatio),
      bundle.largestPackages.map((each) => `${each.name} ${kb(each.bytes)}`).join(', '),
    ];
  });
  return [
    `Built with esbuild's JS API with the options of \`NodejsFunction\` in infra/constructs/domain-functions.ts (ESM, minified, AWS SDK bundled, external source map). Sizes in KB of the minified index.mjs and its gzip (level 9); cold import: median of ${results.settings.coldImportRuns} imports, each in a fresh \`node\` with \`NODE_OPTIONS=--enable-source-maps\` as the functions run, rounds interleaved; ratio over the baseline handler that imports only the DynamoDB DocumentClient (target ≤ ${issueTargets.coldImportOverBaseline}).`,
    '',
    table(
      ['Function', 'min KB', 'gzip KB', 'budget', 'cold ms', '÷ base', 'largest packages (minified KB)'],
      rows,
    ),
  ].join('\n');
}

function webSection(results: BenchResults): string {
  const rows = results.web.routes.map((route) => {
    const target = route.signedIn ? issueTargets.signedInKb : issueTargets.landingAndLoginKb;
    return [
      route.name,
      route.path,
      kb(route.jsBytes),
      kb(route.gzipBytes),
      firstLoadBudgetsKb[route.name] ?? '–',
      `${target}${route.name === 'register' ? ' (as login)' : ''}`,
      ok(route.gzipBytes / 1024 <= target),
      route.eagerLibraries.join(', ') || 'none',
    ];
  });
  const lazy = Object.entries(results.web.lazyLibraryFiles)
    .map(([name, files]) => `${name}: ${files.join(', ') || 'not found'}`)
    .join('; ');
  const audits = results.lighthouse.audits;
  const byPage = [...new Set(audits.map((audit) => audit.name))].map((name) => {
    const of = (formFactor: string) => audits.find((a) => a.name === name && a.formFactor === formFactor);
    const desktop = of('desktop');
    const mobile = of('mobile');
    const cell = (audit: typeof desktop, key: 'performance' | 'accessibility') =>
      audit?.[key] ?? (audit?.error ? `error: ${audit.error.slice(0, 60)}` : '–');
    return [
      name,
      cell(desktop, 'performance'),
      cell(mobile, 'performance'),
      cell(desktop, 'accessibility'),
      cell(mobile, 'accessibility'),
      desktop?.lcpMs ? ms(desktop.lcpMs) : '–',
      mobile?.lcpMs ? ms(mobile.lcpMs) : '–',
      desktop?.tbtMs !== null && desktop?.tbtMs !== undefined ? ms(desktop.tbtMs) : '–',
    ];
  });
  return [
    '### First-load JavaScript',
    '',
    "From web/dist/.vite/manifest.json: the entry of index.html with its static imports, plus the route's lazy modules (react-router `lazy`) with theirs, each file once; gzip level 9, KB of 1,024 bytes.",
    '',
    table(['Route', 'path', 'JS KB', 'gzip KB', 'budget', 'target', '', 'eager calendar/charts'], rows),
    '',
    `Lazy-only libraries live in: ${lazy}.`,
    '',
    '### Lighthouse',
    '',
    results.lighthouse.skipped
      ? `Skipped: ${results.lighthouse.skipped}`
      : `Lighthouse ${'12'} on Debian's Chromium against the ${results.lighthouse.school} school, desktop preset and the default mobile one (simulated throttling). Signed-in pages: each audit signs in first through the app's login form in a browser context of its own (the app keeps its session in localStorage and the refresh cookie), which Lighthouse's storage reset keeps, so each audit is a cold load (empty HTTP cache) of a signed-in page; an audit that ended on /login would show as an error. Targets: performance ≥ ${issueTargets.lighthouseDesktopPerformance} desktop, accessibility ≥ ${issueTargets.lighthouseAccessibility}.`,
    '',
    audits.length
      ? table(
          [
            'Page',
            'perf desktop',
            'perf mobile',
            'a11y desktop',
            'a11y mobile',
            'LCP desktop ms',
            'LCP mobile ms',
            'TBT desktop ms',
          ],
          byPage,
        )
      : '',
  ].join('\n');
}

function memorySection(results: BenchResults): string {
  const password = results.password;
  const rows = results.schools.map((run) => [
    run.size,
    mb(run.memory.idleRssBytes),
    mb(run.memory.peakRssUnderLoadBytes),
    mb(run.memory.dynamoDbLocalRssBytes),
    run.endpoints
      .slice()
      .sort((a, b) => b.peakRssBytes - a.peakRssBytes)
      .slice(0, 1)
      .map((each) => `${each.name} (${mb(each.peakRssBytes)})`)
      .join(''),
  ]);
  return [
    `Password hashing (${password.parameters}, functions/shared-domains/accounts/password-hashing.ts): hash ${ms(password.hashMedianMs)} ms, verify ${ms(password.verifyMedianMs)} ms (medians of 5); 8 verifications at once: ${password.parallelVerifiesPerSecond}/s on ${password.cores} cores.`,
    '',
    "Resident memory (MB) of the runtime's Node process (the API, s3rver and the static server; VmRSS sampled every 200 ms under load) and of DynamoDB Local's JVM, which holds the whole table in memory here:",
    '',
    table(['School', 'Node idle', 'Node peak under load', 'DynamoDB Local', 'endpoint at the peak'], rows),
  ].join('\n');
}

function generationSection(results: BenchResults): string {
  const entities = [
    ...new Set(results.schools.flatMap((run) => Object.keys(run.generation.itemsByEntity))),
  ].sort();
  const rows = entities.map((entity) => [
    entity,
    ...results.schools.map((run) => run.generation.itemsByEntity[entity] ?? 0),
  ]);
  const counts = [...new Set(results.schools.flatMap((run) => Object.keys(run.generation.counts)))].map(
    (name) => [
      name,
      ...results.schools.map((run) => run.generation.counts[name as keyof typeof run.generation.counts] ?? 0),
    ],
  );
  return [
    "Written straight into DynamoDB Local with BatchWriteItem (25 items a request, 8 in flight) by bench/generate-school.ts, seeded, with the entities' own key and item builders; the school is a picture of 15 July 2026 (lessons September 2025 to August 2026, invoices September to June).",
    '',
    table(
      ['', ...results.schools.map((run) => run.size)],
      [
        ...counts,
        ['items written', ...results.schools.map((run) => run.generation.items)],
        ['seconds', ...results.schools.map((run) => run.generation.seconds.toFixed(0))],
        [
          'items/s',
          ...results.schools.map((run) => Math.round(run.generation.items / run.generation.seconds)),
        ],
      ],
    ),
    '',
    table(['Items by entity', ...results.schools.map((run) => run.size)], rows),
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  return [
    '# Benchmark report',
    '',
    `\`npm run bench\`, ${results.startedAt}, ${(results.seconds / 60).toFixed(1)} min on ${results.machine.cpus} cores (Node ${results.machine.node}, load average ${results.machine.loadAverage[0]?.toFixed(1)} at the start and ${results.machine.loadAverageAtEnd[0]?.toFixed(1)} at the end: other work shares this machine). Timings depend on the machine and what else runs on it; the counts and sizes do not (they are budgets in bench/budgets.ts, asserted by \`npm test\`).`,
    '',
    '## Summary',
    '',
    summary(results),
    '',
    '## 1. API latency and throughput',
    '',
    apiSection(results),
    '',
    '## 2. DynamoDB requests and capacity',
    '',
    dynamoSection(results),
    '',
    '## 3. Lambda bundles',
    '',
    bundleSection(results),
    '',
    '## 4. Web',
    '',
    webSection(results),
    '',
    '## 5. Password hashing and memory',
    '',
    memorySection(results),
    '',
    '## The generated schools',
    '',
    generationSection(results),
    '',
  ].join('\n');
}

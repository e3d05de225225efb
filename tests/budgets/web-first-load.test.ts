import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadBudgetsKb } from '../../bench/budgets';
import { buildWebUnlessFresh, webDistDir } from '../../scripts/web-build';
import {
  filesHoldingLibraries,
  measureFirstLoad,
  webRoutes,
  type RouteFirstLoad,
} from '../../bench/web-first-load';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The web app built with its own Vite config into web/dist, unless it is
 * newer than its sources already (scripts/web-build.ts), then each screen's
 * first-load JavaScript from the manifest against bench/budgets.ts. The
 * browser tests, which `npm test` runs next, load the same build.
 */
describe('first-load JavaScript budgets', () => {
  const distDir = webDistDir;
  let routes: RouteFirstLoad[] = [];

  beforeAll(async () => {
    await buildWebUnlessFresh();
    routes = measureFirstLoad(distDir);
  });

  it('has a budget for every screen and a screen for every budget', () => {
    expect(Object.keys(firstLoadBudgetsKb).sort()).toEqual(webRoutes.map((route) => route.name).sort());
  });

  it.each(webRoutes.map((route) => route.name))('keeps %s within its first-load budget', (name) => {
    const route = routes.find((each) => each.name === name)!;
    expect(kb(route.gzipBytes), `${name}: ${route.files.join(', ')}`).toBeLessThanOrEqual(
      firstLoadBudgetsKb[name]!,
    );
  });

  it('loads the calendar and the charts only in lazy chunks', () => {
    const holders = filesHoldingLibraries(distDir);
    for (const [library, files] of Object.entries(holders)) expect(files, library).not.toEqual([]);
    expect(routes.filter((route) => route.eagerLibraries.length).map((route) => route.name)).toEqual([]);
  });
});

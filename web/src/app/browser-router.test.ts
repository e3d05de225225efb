import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * browser-router.ts makes React Router's browser router itself, in two
 * tasks, with the options `createBrowserRouter` passes. Should an upgrade
 * make `createBrowserRouter` pass something more, or stop starting the
 * router with `initialize()`, this fails and names it, instead of the app
 * quietly running a router made differently from React Router's own.
 */
function createBrowserRouterSource(): string {
  const distDir = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.mjs'))) {
    const text = readFileSync(join(distDir, file), 'utf8');
    const start = text.indexOf('function createBrowserRouter(');
    if (start >= 0) return text.slice(start, text.indexOf('\n}\n', start));
  }
  throw new Error(`createBrowserRouter not found under ${distDir}`);
}

/** What the app's router leaves out: each comes from `createBrowserRouter`'s options, which the app never gives. */
const fromCallerOptions = [
  'basename',
  'getContext',
  'future',
  'hydrationData',
  'dataStrategy',
  'patchRoutesOnNavigation',
  'window',
  'instrumentations',
];
const passedByTheApp = ['history', 'routes', 'mapRouteProperties', 'hydrationRouteProperties'];

describe("the app's browser router (browser-router.ts)", () => {
  const source = createBrowserRouterSource();
  const passed = [...source.matchAll(/^\s+(\w+)(?::|,|$)/gm)].map((match) => match[1] ?? '');

  it("passes every option React Router's createBrowserRouter passes that does not come from its caller", () => {
    expect(passed.length).toBeGreaterThan(5);
    const unknown = passed.filter(
      (name) => !passedByTheApp.includes(name) && !fromCallerOptions.includes(name),
    );
    expect(unknown).toEqual([]);
    for (const name of fromCallerOptions.filter((option) => passed.includes(option))) {
      expect(source).toMatch(new RegExp(`${name}: opts\\?\\.${name}`));
    }
    expect(passed).toEqual(expect.arrayContaining(passedByTheApp));
  });

  it('starts the router the way createBrowserRouter does, with initialize()', () => {
    expect(source).toMatch(/\}\)\.initialize\(\);$/);
    expect(source).toMatch(/history: createBrowserHistory\(\{ window: opts\?\.window \}\)/);
  });
});

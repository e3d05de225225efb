import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gettingStartedHrefs } from '../../../../shared/getting-started/getting-started-steps';
import { screens, settingsSectionParam, settingsSections, type Screen } from '../../screens';

/*
 * Issue 40: when the Settings area was built, the School profile and Payments screens became old addresses that
 * only send the browser on to Settings, and the first day's checklist kept linking to them. Every address the
 * checklist links to, and every in-app address written out in the web app's source, must open a screen of
 * screens.ts that is not such an old address.
 */
const webSource = new URL('../../', import.meta.url);

/** The screen whose path matches, `:param` segments matching any one segment. */
function screenOf(pathname: string): Screen | undefined {
  return screens.find((screen) => new RegExp(`^${screen.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
}

/** A page that only sends the browser on to a section of Settings (the old addresses kept for bookmarks). */
function movedToSettings(screen: Screen): boolean {
  const file = screen.page.split('#')[0]!;
  return /<Navigate to=\{settingsPath\(/.test(readFileSync(new URL(`${file}.tsx`, webSource), 'utf8'));
}

/** Where `href` leads, or what is wrong with it. */
function problemWith(href: string): string | null {
  const url = new URL(href, 'https://school.example');
  const screen = screenOf(url.pathname);
  if (!screen) return `${href}: no screen in screens.ts has this path`;
  if (movedToSettings(screen)) return `${href}: an old address that moved into Settings`;
  const section = url.searchParams.get(settingsSectionParam);
  if (screen.id === 'settings' && !settingsSections.includes(section as never))
    return `${href}: Settings has no section "${section}"`;
  return null;
}

function sourceFiles(folder: URL): URL[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, folder));
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [new URL(entry.name, folder)]
      : [];
  });
}

describe('in-app links', () => {
  it('the first day’s checklist links each step to a current screen', () => {
    const problems = Object.values(gettingStartedHrefs).flatMap((href) => problemWith(href) ?? []);
    expect(problems).toEqual([]);
    // The checklist is the super_admin's: every step's screen opens for it.
    for (const href of Object.values(gettingStartedHrefs))
      expect(screenOf(new URL(href, 'https://school.example').pathname)?.roles, href).toContain(
        'super_admin',
      );
  });

  it('every /dashboard address written out in the web app opens a current screen', () => {
    const found: string[] = [];
    for (const file of sourceFiles(webSource)) {
      if (file.pathname.endsWith('/screens.ts')) continue;
      const source = readFileSync(file, 'utf8');
      for (const [, href] of source.matchAll(/['"`](\/dashboard(?:\/[\w-]+)*(?:\?[\w=&-]+)?)['"`]/g))
        found.push(href!);
    }
    expect(found.flatMap((href) => problemWith(href) ?? [])).toEqual([]);
  });

  it('finds an old address', () => {
    // So the checks above cannot pass by recognising nothing.
    expect(problemWith('/dashboard/school-profile')).toMatch(/moved into Settings/);
    expect(problemWith('/dashboard/payment-settings')).toMatch(/moved into Settings/);
    expect(problemWith('/dashboard/settings?section=invoices')).toMatch(/no section/);
    expect(problemWith('/dashboard/nowhere')).toMatch(/no screen/);
    expect(problemWith('/dashboard/settings?section=invoicing')).toBeNull();
  });
});

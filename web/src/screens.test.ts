import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roleMayCall } from './api/route-permission';
import { screens } from './screens';

const signedInScreens = screens.filter((screen) => screen.roles !== 'public');

describe('the screen table', () => {
  it('keeps every dashboard screen behind sign-in', () => {
    for (const screen of screens.filter((each) => each.layout === 'dashboard'))
      expect(screen.roles, screen.id).not.toBe('public');
  });

  it.each(signedInScreens.map((screen) => [screen.id, screen] as const))(
    '%s names its roles',
    (_id, screen) => {
      expect(screen.roles.length).toBeGreaterThan(0);
    },
  );

  it.each(screens.map((screen) => [screen.id, screen] as const))(
    "lets %s's roles make every read its page loads",
    (_id, screen) => {
      const refused = screen.loads.flatMap((routeId) =>
        screen.roles === 'public'
          ? roleMayCall(undefined, routeId)
            ? []
            : [`anyone: ${routeId}`]
          : screen.roles.filter((role) => !roleMayCall(role, routeId)).map((role) => `${role}: ${routeId}`),
      );
      expect(refused).toEqual([]);
    },
  );

  it('gives each screen its own path, and each quick action its own place', () => {
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ranks = screens.flatMap((screen) => (screen.quickAction ? [screen.quickAction.rank] : []));
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it.each(screens.map((screen) => [screen.id, screen.page] as const))(
    "names %s's page by a page file that exports it",
    (_id, page) => {
      const [file, component] = page.split('#');
      // The files app/screen-pages.ts loads: *-page.tsx under features/, *-screen.tsx in app/.
      expect(file).toMatch(/^(features\/.+-page|app\/[^/]+-screen)$/);
      const source = readFileSync(new URL(`./${file}.tsx`, import.meta.url), 'utf8');
      expect(source).toMatch(new RegExp(`^export (function|const) ${component}\\b`, 'm'));
    },
  );
});

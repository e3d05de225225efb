import type { ComponentType } from 'react';
import type { PageReference, Screen } from '../screens';

type PageModule = Record<string, ComponentType | undefined>;

/*
 * Every file a screen may name as its page (screens.ts, `PageReference`), each
 * its own chunk. Vite writes these maps out at build time, keyed by the file's
 * path under web/src (`./features/auth/login-page.tsx`); a glob only reaches
 * files, so the screen table names pages without importing them.
 */
const lazyPages = import.meta.glob<PageModule>(
  ['./features/**/*-page.tsx', './app/*-screen.tsx', '!./features/landing/*-page.tsx'],
  { base: '../' },
);
const firstBundlePages = import.meta.glob<PageModule>('./features/landing/*-page.tsx', {
  base: '../',
  eager: true,
});

/** A page's component, loaded when the screen is first opened. */
export type PageLoader = () => Promise<ComponentType>;

function fileAndExport(page: PageReference): { file: string; name: string } {
  const [path, name] = page.split('#') as [string, string];
  return { file: `./${path}.tsx`, name };
}

function componentIn(module: PageModule, page: PageReference): ComponentType {
  const component = module[fileAndExport(page).name];
  if (!component) throw new Error(`${page}: the file exports no such component`);
  return component;
}

/** The landing page ships in the first bundle; every other page loads with its screen. */
export function pageOfScreen(screen: Screen): { firstBundle: ComponentType } | PageLoader {
  const { file } = fileAndExport(screen.page);
  if (screen.firstBundle) {
    const module = firstBundlePages[file];
    if (!module) throw new Error(`${screen.page}: not a first-bundle page (app/screen-pages.ts)`);
    return { firstBundle: componentIn(module, screen.page) };
  }
  const load = lazyPages[file];
  if (!load) throw new Error(`${screen.page}: no such page file`);
  return async () => componentIn(await load(), screen.page);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface WebRoute {
  name: string;
  /** The address a person opens. */
  path: string;
  /** The lazy route modules react-router loads for it, outermost first (web/src/screens.ts, web/src/app/app-router.tsx). */
  lazyModules: string[];
  signedIn: boolean;
}

const dashboardLayout = 'src/app/dashboard-shell/dashboard-layout.tsx';

/** Every screen of the app with the lazy modules its route loads before it can render. */
export const webRoutes: WebRoute[] = [
  { name: 'landing', path: '/', lazyModules: [], signedIn: false },
  {
    name: 'login',
    path: '/login',
    lazyModules: ['src/features/auth/auth-layout.tsx', 'src/features/auth/login-page.tsx'],
    signedIn: false,
  },
  {
    name: 'register',
    path: '/register',
    lazyModules: ['src/features/auth/auth-layout.tsx', 'src/features/auth/register-page.tsx'],
    signedIn: false,
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    lazyModules: [dashboardLayout, 'src/features/dashboard/dashboard-home-page.tsx'],
    signedIn: true,
  },
  {
    name: 'progress sheet',
    path: '/dashboard/student-progress',
    lazyModules: [dashboardLayout, 'src/app/student-progress-screen.tsx'],
    signedIn: true,
  },
  {
    name: 'lesson calendar',
    path: '/dashboard/lesson-booking',
    lazyModules: [dashboardLayout, 'src/features/lessons/lesson-booking-page.tsx'],
    signedIn: true,
  },
  {
    name: 'subjects',
    path: '/dashboard/subject-management',
    lazyModules: [dashboardLayout, 'src/features/subjects/subject-management-page.tsx'],
    signedIn: true,
  },
  {
    name: 'students',
    path: '/dashboard/student-management',
    lazyModules: [dashboardLayout, 'src/features/people/student-management-page.tsx'],
    signedIn: true,
  },
  {
    name: 'teachers',
    path: '/dashboard/teacher-management',
    lazyModules: [dashboardLayout, 'src/features/people/teacher-management-page.tsx'],
    signedIn: true,
  },
  {
    name: 'users',
    path: '/dashboard/user-management',
    lazyModules: [dashboardLayout, 'src/features/people/user-management-page.tsx'],
    signedIn: true,
  },
  {
    name: 'family invoices',
    path: '/dashboard/invoices',
    lazyModules: [dashboardLayout, 'src/features/invoices/family/family-invoices-page.tsx'],
    signedIn: true,
  },
  {
    name: 'invoice detail',
    path: '/dashboard/invoices/:invoiceId',
    lazyModules: [dashboardLayout, 'src/features/invoices/detail/invoice-detail-page.tsx'],
    signedIn: true,
  },
  {
    name: 'invoice management',
    path: '/dashboard/invoice-management',
    lazyModules: [dashboardLayout, 'src/features/invoices/management/invoice-management-page.tsx'],
    signedIn: true,
  },
  {
    name: 'invoice analytics',
    path: '/dashboard/invoice-analytics',
    lazyModules: [dashboardLayout, 'src/features/invoices/analytics/invoice-analytics-page.tsx'],
    signedIn: true,
  },
];

/** Libraries that must stay out of every route's first load, found by a string only their code contains. */
export const lazyOnlyLibraries = [
  { name: 'react-big-calendar (calendar)', marker: 'rbc-calendar' },
  { name: 'recharts (charts)', marker: 'recharts-wrapper' },
];

export interface RouteFirstLoad {
  name: string;
  path: string;
  signedIn: boolean;
  files: string[];
  jsBytes: number;
  gzipBytes: number;
  /** Lazy-only libraries found in this first load (should be none). */
  eagerLibraries: string[];
}

export function readManifest(distDir: string): ViteManifest {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app with build.manifest on`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key])
    throw new Error(`${key} is not in the web manifest: was it renamed? Update bench/web-first-load.ts`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipCache = new Map<string, { bytes: number; gzip: number; text: string }>();

function sizeOf(distDir: string, file: string) {
  const path = join(distDir, file);
  let size = gzipCache.get(path);
  if (!size) {
    const content = readFileSync(path);
    size = {
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      text: content.toString('utf8'),
    };
    gzipCache.set(path, size);
  }
  return size;
}

/**
 * The JavaScript a route needs before it renders: the entry of index.html
 * with its static imports, then each lazy route module with its static
 * imports, each file counted once. Sizes are gzip level 9, as served
 * compressed. Dynamic imports inside those modules (the calendar, the
 * charts) are not first load.
 */
export function measureFirstLoad(distDir: string, routes: readonly WebRoute[] = webRoutes): RouteFirstLoad[] {
  gzipCache.clear();
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The web manifest has no entry');
  return routes.map((route) => {
    const keys = new Set<string>();
    for (const key of [entry, ...route.lazyModules])
      for (const each of staticClosure(manifest, key)) keys.add(each);
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) =>
      file.endsWith('.js'),
    );
    const sizes = files.map((file) => sizeOf(distDir, file));
    return {
      name: route.name,
      path: route.path,
      signedIn: route.signedIn,
      files,
      jsBytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      eagerLibraries: lazyOnlyLibraries
        .filter((library) => sizes.some((size) => size.text.includes(library.marker)))
        .map((library) => library.name),
    };
  });
}

/** Which built files hold each lazy-only library (so the check above cannot pass by looking for the wrong string). */
export function filesHoldingLibraries(distDir: string): Record<string, string[]> {
  const assets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  return Object.fromEntries(
    lazyOnlyLibraries.map((library) => [
      library.name,
      assets.filter((file) => sizeOf(distDir, `assets/${file}`).text.includes(library.marker)),
    ]),
  );
}

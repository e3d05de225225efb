import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { screens, type Screen } from './src/screens';
import { onDemandModules, routeChunksElementId, type ChunkMap } from './src/lib/on-demand-modules';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The lazy layout each screen layout loads around its page (app/app-router.tsx); the home layout is in the entry. */
const layoutFiles: Record<Screen['layout'], string | null> = {
  home: null,
  auth: 'src/features/auth/auth-layout.tsx',
  dashboard: 'src/app/dashboard-shell/dashboard-layout.tsx',
};

/** `/dashboard/invoices/:id` as a pattern over `location.pathname`. */
function pathPattern(path: string): string {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}/?$`;
}

/** A chunk and every chunk it imports statically, in load order. */
function withStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName] as Chunk | undefined;
  for (const imported of chunk?.imports ?? []) withStaticImports(bundle, imported, into);
  return into;
}

function chunkOfModule(chunks: Chunk[], file: string): Chunk | undefined {
  return chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/${file}`));
}

/**
 * The build's map from each screen's address to the chunks its route loads
 * before it can draw (its layout and its page, with their static imports),
 * and from each on-demand module to its chunks (lib/fetch-ahead.ts), less
 * what index.html already loads: `{ files, routes: [{ pattern, signedIn, chunks }], onDemand }`,
 * each list of chunks as indexes into `files`.
 */
function routeChunks(bundle: Bundle): ChunkMap {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntry = entry ? withStaticImports(bundle, entry.fileName, new Set()) : new Set<string>();
  const files: string[] = [];
  const indexOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const routes = screens.flatMap((screen) => {
    if (screen.firstBundle) return [];
    const modules = [layoutFiles[screen.layout], `src/${screen.page.split('#')[0]}.tsx`];
    const needed = new Set<string>();
    for (const module of modules) {
      const chunk = module ? chunkOfModule(chunks, module) : undefined;
      if (chunk) withStaticImports(bundle, chunk.fileName, needed);
    }
    const lazy = [...needed].filter((file) => !inEntry.has(file));
    if (!lazy.length) return [];
    return [
      { pattern: pathPattern(screen.path), signedIn: screen.roles !== 'public', chunks: lazy.map(indexOf) },
    ];
  });
  const onDemand = Object.fromEntries(
    onDemandModules.map((module) => {
      const chunk = chunkOfModule(chunks, `src/${module}.tsx`);
      if (!chunk) throw new Error(`route-preload: no chunk of its own for the on-demand module ${module}`);
      const needed = [...withStaticImports(bundle, chunk.fileName, new Set())].filter(
        (file) => !inEntry.has(file),
      );
      return [module, needed.map(indexOf)];
    }),
  ) as ChunkMap['onDemand'];
  // Every chunk is under assets/ (Vite's default): the scripts add the folder back.
  return { files: files.map((file) => file.replace(/^assets\//, '')), routes, onDemand };
}

/**
 * Issue 18: a page's own chunks start downloading with the entry, not after
 * it. The router learns which lazy chunks a page needs only once the whole
 * entry (the framework included) has downloaded and run, a phone's round
 * trip or two later. index.html now carries the build's map from each
 * address to its chunks (a JSON data block, which the strict CSP allows),
 * and the small same-origin `route-preload.js` adds a modulepreload link
 * for each chunk of the address being opened.
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: routeChunksElementId },
            children: JSON.stringify(routeChunks(context.bundle)),
            injectTo: 'head',
          },
          { tag: 'script', attrs: { src: '/route-preload.js', async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}

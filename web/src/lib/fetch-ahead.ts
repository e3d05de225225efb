import { madeOnFirstUse } from './made-on-first-use';
import { routeChunksElementId, type ChunkMap, type OnDemandModule } from './on-demand-modules';

/** The build's chunk map from index.html; none under the dev server. */
const chunkMap = madeOnFirstUse((): ChunkMap | null => {
  const text = document.getElementById(routeChunksElementId)?.textContent;
  return text ? (JSON.parse(text) as ChunkMap) : null;
});

/**
 * Downloads an on-demand module's chunks (issue 18) without running them:
 * `modulepreload` links fetch and compile a module, and it runs only when
 * the app first imports it. Importing it ahead, as screens did once painted,
 * also ran it there: Radix's dialog took 8 to 22 ms of a task before the page
 * was ready, four times that on Lighthouse's phone, for a dialog or a drawer
 * most visits never open. A link already there is not added again. Under the
 * dev server, which has no chunk map, the module loads on first use.
 */
export function fetchAhead(module: OnDemandModule): void {
  const map = chunkMap();
  if (!map) return;
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  for (const chunk of map.onDemand[module]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/assets/${map.files[chunk]}`;
    if (!present.has(link.href)) document.head.append(link);
  }
}

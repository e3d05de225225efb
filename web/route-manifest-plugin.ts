import type { Plugin } from 'vite';
import { routeManifestOf } from '../shared/routes/route-manifest';
import { routeTable } from '../shared/routes/route-table';

export const routeManifestModuleId = 'virtual:route-manifest';
const resolvedId = `\0${routeManifestModuleId}`;

/**
 * Serves `virtual:route-manifest`: the route table's methods, paths and
 * access as plain data, computed here in Node when Vite (or Vitest) starts,
 * so the browser's first load carries no zod schemas. Vite restarts when the
 * route table changes because this file imports it into the config.
 */
export function routeManifestPlugin(): Plugin {
  return {
    name: 'route-manifest',
    resolveId: (source) => (source === routeManifestModuleId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? `export const routeManifest = ${JSON.stringify(routeManifestOf(routeTable))};`
        : undefined,
  };
}

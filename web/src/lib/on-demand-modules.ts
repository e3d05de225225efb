/** The id of the data block in index.html that holds the build's chunk map (web/route-preload-plugin.ts). */
export const routeChunksElementId = 'route-chunks';

/**
 * Modules a page loads only when first used (a dialog, the phone's drawer),
 * by their file under web/src without the extension. The build writes each
 * one's chunks into index.html's chunk map, so that `fetchAhead` can
 * download them without running them; a build whose chunks lack one fails.
 */
export const onDemandModules = [
  'app/dashboard-shell/sidebar-drawer',
  'components/modal-dialog',
  'components/confirm-alert-dialog',
] as const;

export type OnDemandModule = (typeof onDemandModules)[number];

/** index.html's chunk map: each route's and each on-demand module's chunks, as indexes into `files`. */
export interface ChunkMap {
  files: string[];
  routes: { pattern: string; signedIn: boolean; chunks: number[] }[];
  onDemand: Record<OnDemandModule, number[]>;
}

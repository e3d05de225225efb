/// <reference types="vite/client" />

declare module 'virtual:route-manifest' {
  import type { RouteManifest } from '../../shared/routes/route-manifest';

  /** The route table without its schemas (web/route-manifest-plugin.ts). */
  export const routeManifest: RouteManifest;
}

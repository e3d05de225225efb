import { lazy, useEffect, type ComponentType } from 'react';
import { fetchAhead } from '../lib/fetch-ahead';
import type { OnDemandModule } from '../lib/on-demand-modules';
import { afterNextPaint } from './use-painted';

/** The download of a dialog's code failed: what `DialogLoadBoundary` catches, and nothing else. */
export class DialogCodeDownloadError extends Error {
  constructor(module: OnDemandModule, cause: unknown) {
    super(`The code of ${module} did not download`, { cause });
    this.name = 'DialogCodeDownloadError';
  }
}

/**
 * A dialog whose code loads on demand (issue 18). Radix's dialog, with its
 * focus trap and scroll lock, is about 12 KB gzip that no page needs to
 * draw itself: statically imported, it was downloaded and run inside the
 * task that draws the page. Now each screen holding such a dialog downloads
 * it once it has painted (`usePreloadAfterPaint`), without running it, so
 * it is there by the first tap, and `Dialog` runs and draws it when first
 * opened. `module` names the file `load` imports (lib/on-demand-modules.ts).
 *
 * `lazy` keeps a failed download's error (offline, say) for good, so
 * `renewLoader` makes a fresh one: `DialogLoadBoundary` calls it when the
 * download fails, and the browser fetches a failed module again when asked.
 */
export function dialogOnDemand<Props extends object>(
  module: OnDemandModule,
  load: () => Promise<ComponentType<Props>>,
) {
  const lazyDialog = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new DialogCodeDownloadError(module, error);
      }
    });
  let Dialog = lazyDialog();
  return {
    /** Read at each drawing: `renewLoader` replaces it. */
    get Dialog() {
      return Dialog;
    },
    renewLoader: () => {
      Dialog = lazyDialog();
    },
    usePreloadAfterPaint: () => useEffect(() => afterNextPaint(() => fetchAhead(module)), []),
  };
}

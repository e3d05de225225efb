import { useEffect, type ComponentType } from 'react';
import { fetchAhead } from '../lib/fetch-ahead';
import type { OnDemandModule } from '../lib/on-demand-modules';
import { renewableLazy } from '../lib/renewable-lazy';
import { afterNextPaint } from './use-painted';

/**
 * A dialog whose code loads on demand (issue 18). Radix's dialog, with its
 * focus trap and scroll lock, is about 12 KB gzip that no page needs to
 * draw itself: statically imported, it was downloaded and run inside the
 * task that draws the page. Now each screen holding such a dialog downloads
 * it once it has painted (`usePreloadAfterPaint`), without running it, so
 * it is there by the first tap, and `Dialog` runs and draws it when first
 * opened. `module` names the file `load` imports (lib/on-demand-modules.ts).
 *
 * A failed download throws a `CodeDownloadError` and `renewLoader` makes a
 * fresh loader (lib/renewable-lazy.ts): `DialogLoadBoundary` calls it when
 * the download fails.
 */
export function dialogOnDemand<Props extends object>(
  module: OnDemandModule,
  load: () => Promise<ComponentType<Props>>,
) {
  const code = renewableLazy(module, load);
  return {
    /** Read at each drawing: `renewLoader` replaces it. */
    get Dialog() {
      return code.Component;
    },
    renewLoader: code.renew,
    usePreloadAfterPaint: () => useEffect(() => afterNextPaint(() => fetchAhead(module)), []),
  };
}

import { lazy, useEffect, type ComponentType } from 'react';
import { afterNextPaint } from './use-painted';

/**
 * A dialog whose code loads on demand (issue 18). Radix's dialog, with its
 * focus trap and scroll lock, is about 12 KB gzip that no page needs to
 * draw itself: statically imported, it was downloaded and run inside the
 * task that draws the page. Now each screen holding such a dialog starts its
 * download once it has painted (`usePreloadAfterPaint`), so it is there by
 * the first tap, and `Dialog` draws it when first opened.
 */
export function dialogOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (offline, say) is tried again on the next opening.
      loading = undefined;
      throw error;
    }));
  return {
    Dialog: lazy(async () => ({ default: await preload() })),
    usePreloadAfterPaint: () => useEffect(() => afterNextPaint(() => void preload().catch(() => {})), []),
  };
}

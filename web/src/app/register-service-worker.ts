import type { QueryClient } from '@tanstack/react-query';

/** How long no read or change may be under way before the first page counts as settled. */
const quietMs = 1_000;
/** A page that does not settle (a read retried for a while) still gets its worker by then. */
const longestWaitMs = 15_000;

/**
 * Registers the app's service worker (Workbox's, built as /sw.js by
 * vite-plugin-pwa: web/installable-app.ts) once the first page has settled
 * (issue 18). Installing it downloads every static file of the app, about
 * 150 of them. Registered on the window's load, as the plugin's own script
 * did, that ran while the first page was still fetching its data and drawing
 * it, and shared the phone's network and processor with them.
 */
export function registerServiceWorkerOnceSettled(queryClient: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterWindowLoad(() => {
    void whenQueriesSettle(queryClient, { quietMs, longestWaitMs }).then(() =>
      // Not registering leaves the app as it is without a worker: online only, nothing cached.
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
    );
  });
}

function afterWindowLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Resolves once no query is fetching and no mutation running, and none has
 * been for `quietMs`; or after `longestWaitMs` whatever the state.
 */
export function whenQueriesSettle(
  client: QueryClient,
  { quietMs, longestWaitMs }: { quietMs: number; longestWaitMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (client.isFetching() + client.isMutating() > 0) {
        clearTimeout(quietTimer);
        quietTimer = undefined;
      } else quietTimer ??= setTimeout(settle, quietMs);
    };
    const stopWatchingQueries = client.getQueryCache().subscribe(check);
    const stopWatchingMutations = client.getMutationCache().subscribe(check);
    const deadline = setTimeout(settle, longestWaitMs);
    function settle() {
      clearTimeout(quietTimer);
      clearTimeout(deadline);
      stopWatchingQueries();
      stopWatchingMutations();
      resolve();
    }
    check();
  });
}

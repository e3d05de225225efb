import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { installableApp } from './installable-app';
import { precompressPlugin } from './precompress-plugin';
import { routeManifestPlugin } from './route-manifest-plugin';
import { routePreloadPlugin } from './route-preload-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    // React Fast Refresh does not reach Preact's components (below): in `npm run dev:web` an edit would
    // leave the old one on screen, so every file is left out of it and an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    routeManifestPlugin(),
    routePreloadPlugin(),
    VitePWA(installableApp),
    precompressPlugin(),
  ],
  resolve: {
    // The browser runs Preact's React-compatible layer instead of React DOM (issue 18: about 11 KB gzip
    // instead of 60 on every first load). The source and its types stay React's; only the web bundle
    // swaps them (the server's email templates render with real react-dom).
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (the first-load budgets read it).
    manifest: true,
    // Evergreen browsers only: no down-levelling of modern syntax.
    target: 'es2022',
    // Every browser that runs es2022 code either preloads modules itself or simply loads them on
    // import: the polyfill would cost each first load about 0.3 KB for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's useOptimistic when the React it runs on has it and falls back
        // when it does not (`React[USE_OPTIMISTIC]`); Preact's layer has none, which is the case it
        // expects. Any other warning is shown.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs these and they change only on upgrades: one long-cached chunk,
              // so a release of the app's own code does not make browsers download them again.
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|react-router-dom|@tanstack)[\\/]/,
            },
            {
              // What the first page and every lazy page import from the app itself (the API
              // client, its errors, the roles, the spinner, Vite's preload helper): one chunk
              // instead of six small ones, each of which cost a request and its own gzip frame.
              // Only these modules, not what they import (that stays where it was).
              name: 'app-core',
              test: /web[\\/]src[\\/]api[\\/](api-client|api-error|query-keys)\.ts|shared[\\/]roles\.ts|components[\\/]spinner\.tsx|preload-helper/,
              includeDependenciesRecursively: false,
            },
            {
              // An invoice's stored status and the words people read for it (Due, Part-paid, Paid,
              // Overdue): every invoice page needs both, so one chunk instead of two.
              name: 'invoice-status',
              test: /shared[\\/]invoices[\\/](invoice-statuses|payment-status)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // Online payment's code (issue 35: How to pay, Pay now, Pay all and their rules), which the
              // family's pages load on their own once drawn: one chunk rather than eight small ones, so
              // each page's list of what to fetch with it, and a phone's requests, stay short.
              name: 'online-payment',
              test: /web[\\/]src[\\/](api[\\/](online-payment|pay-all)|lib[\\/]open-invoices|components[\\/](pay-all-panel|copy-value)|features[\\/]invoices[\\/]detail[\\/]online-payment-model)\.tsx?$|shared[\\/]invoices[\\/]online-payment-methods\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The sidebar's and the header's pictures, which every dashboard page shows: one request
              // with the dashboard's layout instead of a dozen, since pages using one of them too made
              // each its own chunk (issue 18: a phone pays a round trip per handful of requests).
              name: 'dashboard-icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](layout-dashboard|trending-up|calendar-days|receipt-text|file-text|graduation-cap|book-open|users-round|user-cog|clock|scroll-text|chevron-down|x|menu|bell)\.m?js$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to a local runtime started separately (`npm start`, port 3000 unless
    // API_PROXY_TARGET names another).
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
});

// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/*
 * One-way layers (docs/architecture.md#layers, issue 13), checked on every import that ESLint sees.
 *
 * Web:       app (router, layouts, guard, each screen's page) → features → screens.ts / api / components /
 *            lib → shared. A feature imports its own folder, never app/ nor another feature. screens.ts, the
 *            table of paths, roles and sidebar items that features read, imports no page (app/screen-pages.ts
 *            names them), so no page reaches itself through it.
 * Functions: local/ → jobs/ → domains → request/ → shared-domains/ → entities/ → platform/ → shared. A
 *            domain (one Lambda: auth/, invoices/, …) imports its own folder and the layers below it;
 *            request/ is the Lambda's request pipeline (the middy stack each handler is made with); what two domains
 *            need moves down into a shared domain (billing, invoice-documents, privacy, messaging, accounts,
 *            audit: business rules with a name), the data layer (entities/: every key and item) or the platform (table
 *            access, middleware, clients, configuration, logging). jobs/ never imports local/.
 *            Shared domains import downwards in one order (audit, messaging, accounts, billing,
 *            invoice-documents, privacy), so no two of them import each other. entities/ never imports platform/http-errors.ts: a
 *            missing item or a refused condition is the service's to turn into an HTTP answer.
 * Infra:     infra → functions/entities/ and functions/platform/ → shared. The CDK app shares names with
 *            the functions (environment variables, indexes, entity names, bundled files), never a domain's code.
 */
const elements = [
  { type: 'web-app', pattern: 'web/src/app/**', partialMatch: false },
  { type: 'web-app', pattern: 'web/src/main.tsx', mode: 'file' },
  { type: 'web-screens', pattern: 'web/src/screens.ts', mode: 'file' },
  { type: 'web-feature', pattern: 'web/src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'web-api', pattern: 'web/src/api/**', partialMatch: false },
  { type: 'web-components', pattern: 'web/src/components/**', partialMatch: false },
  { type: 'web-lib', pattern: 'web/src/lib/**', partialMatch: false },
  { type: 'functions-local', pattern: 'functions/local/**', partialMatch: false },
  { type: 'functions-jobs', pattern: 'functions/jobs/**', partialMatch: false },
  { type: 'functions-request', pattern: 'functions/request/**', partialMatch: false },
  // Its own element, before the rest of the platform, so the data layer can be refused it alone.
  { type: 'functions-http-errors', pattern: 'functions/platform/http-errors.ts', mode: 'full' },
  { type: 'functions-platform', pattern: 'functions/platform/**', partialMatch: false },
  { type: 'functions-entities', pattern: 'functions/entities/**', partialMatch: false },
  {
    type: 'functions-shared-domain',
    pattern: 'functions/shared-domains/*/**',
    partialMatch: false,
    capture: ['sharedDomain'],
  },
  { type: 'functions-domain', pattern: 'functions/*/**', partialMatch: false, capture: ['domain'] },
  { type: 'shared', pattern: 'shared/**', partialMatch: false },
  { type: 'infra', pattern: 'infra/**', partialMatch: false },
];

const allowed = (/** @type {string[]} */ ...types) => ({ to: { element: { types: { anyOf: types } } } });

/** What every layer above the shared domains may import. */
const belowDomains = [
  'functions-shared-domain',
  'functions-entities',
  'functions-platform',
  'functions-http-errors',
  'shared',
];

/** Each shared domain imports itself and those before it in this list, never one after it. */
const sharedDomainOrder = ['audit', 'messaging', 'accounts', 'billing', 'invoice-documents', 'privacy'];

const policies = [
  {
    from: { element: { type: 'web-app' } },
    allow: allowed('web-app', 'web-screens', 'web-feature', 'web-api', 'web-components', 'web-lib', 'shared'),
  },
  { from: { element: { type: 'web-screens' } }, allow: allowed('shared') },
  {
    from: { element: { type: 'web-feature' } },
    allow: [
      {
        to: {
          element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
        },
      },
      allowed('web-screens', 'web-api', 'web-components', 'web-lib', 'shared'),
    ],
  },
  { from: { element: { type: 'web-api' } }, allow: allowed('web-api', 'web-lib', 'shared') },
  { from: { element: { type: 'web-components' } }, allow: allowed('web-components', 'web-lib', 'shared') },
  { from: { element: { type: 'web-lib' } }, allow: allowed('web-lib', 'shared') },
  {
    from: { element: { type: 'functions-local' } },
    allow: allowed('functions-local', 'functions-jobs', 'functions-domain', ...belowDomains),
  },
  {
    from: { element: { type: 'functions-jobs' } },
    allow: allowed('functions-jobs', 'functions-domain', 'functions-request', ...belowDomains),
  },
  {
    from: { element: { type: 'functions-domain' } },
    allow: [
      {
        to: {
          element: { type: 'functions-domain', captured: { domain: '{{ from.element.captured.domain }}' } },
        },
      },
      allowed('functions-request', ...belowDomains),
    ],
  },
  { from: { element: { type: 'functions-request' } }, allow: allowed('functions-request', ...belowDomains) },
  ...sharedDomainOrder.map((sharedDomain, index) => ({
    from: { element: { type: 'functions-shared-domain', captured: { sharedDomain } } },
    allow: [
      {
        to: {
          element: {
            type: 'functions-shared-domain',
            captured: {
              sharedDomain:
                index === 0 ? sharedDomain : `{${sharedDomainOrder.slice(0, index + 1).join(',')}}`,
            },
          },
        },
      },
      allowed('functions-entities', 'functions-platform', 'functions-http-errors', 'shared'),
    ],
  })),
  // An entity answers undefined or a typed refusal (never platform/http-errors): the service decides
  // which HTTP answer that is.
  {
    from: { element: { type: 'functions-entities' } },
    allow: allowed('functions-entities', 'functions-platform', 'shared'),
  },
  {
    from: { element: { type: 'functions-platform' } },
    allow: allowed('functions-platform', 'functions-http-errors', 'shared'),
  },
  { from: { element: { type: 'functions-http-errors' } }, allow: allowed('shared') },
  { from: { element: { type: 'shared' } }, allow: allowed('shared') },
  {
    from: { element: { type: 'infra' } },
    allow: allowed('infra', 'functions-entities', 'functions-platform', 'shared'),
  },
];

export const layerRules = {
  files: ['web/src/**/*.{ts,tsx}', 'functions/**/*.ts', 'shared/**/*.ts', 'infra/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['web/src/**/*', 'functions/**/*', 'shared/**/*', 'infra/**/*'],
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
    // main.tsx and screens.ts are elements of one file each (`mode: 'file'`), which the plugin calls legacy.
    'boundaries/legacy-warnings': false,
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
  },
};

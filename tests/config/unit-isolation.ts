/**
 * The unit project runs its files in one shared module graph (vitest's
 * `isolate: false`): importing the graph again for each file cost most of
 * its time. A file that replaces modules (`vi.mock`), stubs the environment
 * or sets `process.env` changes that shared graph for the files after it, so
 * it runs isolated; `unit-isolation.test.ts` fails when such a file is not
 * listed here.
 */
export const isolatedUnitFiles = [
  'functions/platform/access-tokens.test.ts',
  'functions/platform/school-metrics.test.ts',
  'functions/documents/export-invoice.test.ts',
  'functions/shared-domains/invoice-documents/invoice-fonts.test.ts',
  'functions/entities/school-counters-entity.test.ts',
  'functions/shared-domains/audit/audit-put.test.ts',
  'functions/shared-domains/accounts/password-hashing.test.ts',
  'web/src/api/api-client.test.ts',
  'web/src/api/fetch-all-pages.test.ts',
  'web/src/features/invoices/detail/invoice-detail-download.test.ts',
  'web/src/lib/first-sign-in.test.ts',
];

export const unitFileGlobs = [
  'shared/**/*.test.ts',
  'functions/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'tests/config/**/*.test.ts',
];

/** What in a test file's source changes state other files would share. */
export const sharedStateChanges =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;
